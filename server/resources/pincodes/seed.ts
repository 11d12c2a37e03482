import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

const run = promisify(execFile);
const CHUNK = 5000;

/** Loads India's post offices into `pincodes` once (about 155k rows); later calls do nothing. */
export async function seedPincodesIfEmpty(db: Kysely<DB>): Promise<number | undefined> {
  if (await db.selectFrom('pincodes').select('id').limit(1).executeTakeFirst()) return undefined;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'extract.ts')], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const rows = stdout.split('\n').map((line) => {
    const [pin, office_name, district, state_code] = line.split('\t');
    return { pin, office_name, district, state_code };
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('pincodes')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    }
  });
  return rows.length;
}
