import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// A product's slug numbered by the database, in the statement that needs it: the base's locks and
// the read of the slugs that begin with it were two round trips before a product's write, and a
// create without pictures is now one statement with its slug, its status and its audit entry.
// VOLATILE: the read takes its own snapshot after the locks, so it sees a writer of the same base
// that committed while this one waited (the calling statement's snapshot is older than that).

/** The numbering as this migration writes it: the first number the base's slugs leave free. */
export const FIRST_FREE_NUMBER = `RETURN p_base || '-' || n;`;

/**
 * product_slug, whose `numbered` says what it does when the base is taken, with `n` the lowest
 * number from 2 up that the base's slugs leave free (migration 0050 checks it again under a lock).
 */
export const productSlugFunction = (numbered: string) => `
  CREATE OR REPLACE FUNCTION product_slug(p_base text, p_except uuid, p_lock boolean) RETURNS text
  LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    taken text[];
    n integer := 2;
  BEGIN
    -- Writers of one base take turns to the commit, under a shared hold of every slug that an
    -- import takes whole (it passes p_lock false, holding that one already).
    IF p_lock THEN
      PERFORM pg_advisory_xact_lock_shared(hashtext('products.slug')), pg_advisory_xact_lock(hashtext('products.slug ' || p_base));
    END IF;
    taken := ARRAY(SELECT t.slug FROM product_slugs_from(p_base) t WHERE p_except IS NULL OR t.id <> p_except);
    IF NOT p_base = ANY (taken) THEN RETURN p_base; END IF;
    WHILE (p_base || '-' || n) = ANY (taken) LOOP n := n + 1; END LOOP;
    ${numbered}
  END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    // Every base-... as a byte range: its pattern index (migration 0040) serves it in any collation.
    // A plain SQL function, inlined where it is called, so its plan can be read (EXPLAIN).
    sql.raw(`
      CREATE FUNCTION product_slugs_from(p_base text) RETURNS TABLE (id uuid, slug text)
      LANGUAGE sql STABLE AS $$
        SELECT id, slug FROM products WHERE slug = p_base OR (slug ~>=~ (p_base || '-') AND slug ~<~ (p_base || '.'))
      $$`),
    sql.raw(productSlugFunction(FIRST_FREE_NUMBER)),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql`DROP FUNCTION product_slug(text, uuid, boolean)`, sql`DROP FUNCTION product_slugs_from(text)`]);
}
