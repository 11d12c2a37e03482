import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// A numbered slug can be another base's own: "okra-vegetables-leafy" numbered 2 is the base of an
// okra in a sub-category named "Leafy 2". The writers of the two bases held different locks, so
// both could save that slug at once, and the second's insert failed on the unique index (a 500).
// The numbered slug now takes the lock of that name as a base too, and is read again under it.
const numbering = (checkOthers: boolean) => `
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
    LOOP
      WHILE (p_base || '-' || n) = ANY (taken) LOOP n := n + 1; END LOOP;
      ${
        checkOthers
          ? `-- The number as a base of its own: a writer of that base holds it to its commit. A
      -- writer waits only on names that begin with its base, in rising number, so two writers
      -- never wait on each other in a circle.
      IF NOT p_lock THEN RETURN p_base || '-' || n; END IF;
      PERFORM pg_advisory_xact_lock(hashtext('products.slug ' || p_base || '-' || n));
      IF NOT EXISTS (SELECT 1 FROM products WHERE slug = p_base || '-' || n AND (p_except IS NULL OR id <> p_except)) THEN
        RETURN p_base || '-' || n;
      END IF;
      n := n + 1;`
          : `RETURN p_base || '-' || n;`
      }
    END LOOP;
  END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql.raw(numbering(true))]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql.raw(numbering(false))]);
}
