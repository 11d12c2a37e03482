import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Review and bookmark search matches the author's name, the product's name and (reviews) the text.
// Matched through joins, a term many products share cost a lookup to choose the plan and a walk
// that read two names per row (about 20 ms each). Each row now keeps those texts, lowered, in one
// column with one trigram index, as products do (0012). The names live in users and products, so
// triggers keep the copy in step: on a row's insert or change, and on a user's or product's rename.
// They fire ALWAYS, in replica mode too: the bulk seed loads in that mode, and a row it left
// without its text could never be found.
interface Feedback {
  table: string;
  /** The row's own searched column, if it has one. */
  text?: string;
}
const FEEDBACK: Feedback[] = [{ table: 'reviews', text: 'review' }, { table: 'product_bookmarks' }];

/** The lowered names (users u, products p) and own text of row `r`, a line each. */
const searchText = ({ text }: Feedback, r: string) => `lower(concat_ws(E'\\n', u.name, p.name${text ? `, ${r}.${text}` : ''}))`;

/** Every row gets its text: vacuumed and analysed after (server/db/migrate.ts). */
export const rewrites = FEEDBACK.map((f) => f.table);

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    // No rename while the rows are filled, and these locks before the feedback tables', in the
    // order a cascading delete of a user or product takes them, so neither waits on the other.
    sql`LOCK TABLE users, products IN SHARE ROW EXCLUSIVE MODE`,
    ...FEEDBACK.flatMap((feedback) => {
      const { table, text } = feedback;
      return [
        sql.raw(`ALTER TABLE ${table} ADD COLUMN search_text text`),
        sql.raw(
          `UPDATE ${table} f SET search_text = ${searchText(feedback, 'f')} FROM users u, products p WHERE u.id = f.user_id AND p.id = f.product_id`,
        ),
        sql.raw(`ALTER TABLE ${table} ALTER COLUMN search_text SET NOT NULL`),
        // FOR SHARE: a rename that has not committed makes this wait and then read the new name,
        // and this row's insert makes a rename wait until the row is there for its trigger.
        sql.raw(`
          CREATE FUNCTION ${table}_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            SELECT ${searchText(feedback, 'NEW')} INTO NEW.search_text
            FROM users u, products p WHERE u.id = NEW.user_id AND p.id = NEW.product_id
            FOR SHARE OF u, p;
            IF NOT FOUND THEN
              RAISE EXCEPTION 'The user or product of this ${table === 'reviews' ? 'review' : 'bookmark'} does not exist.' USING ERRCODE = 'foreign_key_violation';
            END IF;
            RETURN NEW;
          END $$`),
        // search_text is in the list so that a write to it is put right, and a rename (below)
        // only has to touch the rows.
        sql.raw(`CREATE TRIGGER ${table}_search_text BEFORE INSERT OR UPDATE OF user_id, product_id, search_text${text ? `, ${text}` : ''} ON ${table}
          FOR EACH ROW EXECUTE FUNCTION ${table}_search_text()`),
        sql.raw(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${table}_search_text`),
        sql.raw(`CREATE INDEX ${table}_search_text ON ${table} USING gin (search_text gin_trgm_ops)`),
      ];
    }),
    ...(['users', 'products'] as const).flatMap((named) => {
      const key = named === 'users' ? 'user_id' : 'product_id';
      return [
        sql.raw(`
          CREATE FUNCTION ${named}_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            ${FEEDBACK.map(({ table }) => `UPDATE ${table} SET search_text = NULL WHERE ${key} = NEW.id;`).join('\n')}
            RETURN NULL;
          END $$`),
        sql.raw(`CREATE TRIGGER ${named}_renamed AFTER UPDATE OF name ON ${named}
          FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ${named}_renamed()`),
        sql.raw(`ALTER TABLE ${named} ENABLE ALWAYS TRIGGER ${named}_renamed`),
      ];
    }),
    // Now in search_text, under its index: the review text (0014) and the product name that
    // review and bookmark search looked up (0013). Last: dropping an index locks its table, reads
    // too, until the migration commits.
    sql`DROP INDEX IF EXISTS reviews_review_search`,
    sql`DROP INDEX IF EXISTS products_name_search`,
  ]);
}
