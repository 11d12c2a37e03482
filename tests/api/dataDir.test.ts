// DATA_DIR holds the embedded database's files (which PGlite writes open to everyone), mail with
// reset links and the uploads: every command closes it to other accounts before using it.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepDataDirPrivate } from '../../server/config/dataDir';
import { lockDataDir } from '../../server/db/dirLock';
import { cleanUpLocks, migrateOn, tempDir } from './support/dirLock';

afterEach(cleanUpLocks);

const modeOf = (dir: string) => fs.statSync(dir).mode & 0o777;

describe('DATA_DIR', () => {
  it('is made for this account alone when missing, and closed when an older start or an operator left it open', () => {
    const made = path.join(tempDir(), 'deep', 'data');
    keepDataDirPrivate(made);
    expect(modeOf(made)).toBe(0o700);
    const open = tempDir();
    fs.chmodSync(open, 0o755);
    fs.writeFileSync(path.join(open, 'kept.txt'), 'x');
    keepDataDirPrivate(open);
    expect(modeOf(open)).toBe(0o700);
    expect(fs.readFileSync(path.join(open, 'kept.txt'), 'utf8')).toBe('x');
  });

  it('is closed by a command line before it does anything, even one that then stops', async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o777);
    // Held by another owner, the command stops at the database: DATA_DIR is closed by then.
    const lock = await lockDataDir(path.join(dataDir, 'db'));
    try {
      expect(migrateOn(dataDir).status).toBe(1);
      expect(modeOf(dataDir)).toBe(0o700);
    } finally {
      await lock.release();
    }
  }, 90_000);
});
