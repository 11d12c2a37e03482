// npm run uploads:move: moves the uploads under DATA_DIR/uploads into the database's store
// (docs/operations.md, "Upload storage"). Safe to run again: it picks up where it stopped.
import { DiskUploads } from '../uploads/diskStore';
import { moveUploads } from '../uploads/move';
import { openUploadStore, uploadStoreKind } from '../uploads/store';
import { boot } from './boot';

const { settings, database } = await boot();
if (uploadStoreKind(settings) !== 'database') {
  console.error(
    'Uploads are kept on disk with these settings: set DATABASE_URL (or UPLOAD_STORE=database) to move them into the database.',
  );
  await database.close();
  process.exit(1);
}
const result = await moveUploads(new DiskUploads(settings.uploadsDir, settings.orphansDir), openUploadStore(settings, database.db));
await database.close();
console.log(
  [
    `Moved ${result.moved} files from ${settings.uploadsDir} into the database.`,
    `  Already there (removed from disk): ${result.alreadyThere}`,
    `  Left on disk, not names the server gives: ${result.skipped}`,
    `  Left on disk, the database holds other bytes under the name: ${result.conflicts.length}`,
    ...result.conflicts.map((c) => `    ${c}`),
  ].join('\n'),
);
if (result.conflicts.length) process.exitCode = 1;
