import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// A product or labour listing given to another seller (staff may) told only the seller it went
// to: the one it left kept it in its list until a reload. Their update triggers now read the rows
// as they were too, so both sellers hear of the change, as an order line's do (0062).
const LISTINGS = [
  { table: 'products', subject: 'product' },
  { table: 'labours', subject: 'labor' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    LISTINGS.flatMap(({ table, subject }) => [
      sql.raw(`
        CREATE FUNCTION live_${table}_moved() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM live_emit('${subject}', 'UPDATE', ARRAY(
            SELECT ROW(c.id::text, ARRAY[c.user_id::text, w.user_id::text])::live_change
            FROM changed c JOIN was w ON w.id = c.id));
          RETURN NULL;
        END $$`),
      sql.raw(`DROP TRIGGER ${table}_live_update ON ${table}`),
      sql.raw(`
        CREATE TRIGGER ${table}_live_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS was NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION live_${table}_moved()`),
    ]),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    LISTINGS.flatMap(({ table }) => [
      sql.raw(`DROP TRIGGER ${table}_live_update ON ${table}`),
      sql.raw(`
        CREATE TRIGGER ${table}_live_update AFTER UPDATE ON ${table} REFERENCING NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION live_${table}()`),
      sql.raw(`DROP FUNCTION live_${table}_moved()`),
    ]),
  );
}
