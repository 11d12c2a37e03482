import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { liveEmit } from './0031_live_events';

// A change's browser tab, beside its author: the API names both (server/audit/record.ts), so a
// change is `mine` to the tab that made it only, and the same account's other tabs and devices
// hear of it as any change (server/live/scope.ts). Other writers leave it empty.

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql`ALTER TABLE live_events ADD COLUMN tab uuid`, liveEmit({ tab: true })]);
}
