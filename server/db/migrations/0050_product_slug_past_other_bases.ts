import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { FIRST_FREE_NUMBER, productSlugFunction } from './0049_product_slug_function';

// A numbered slug can be another base's own: "okra-vegetables-leafy" numbered 2 is the base of an
// okra in a sub-category named "Leafy 2". The writers of the two bases held different locks, so
// both could save that slug at once, and the second's insert failed on the unique index (a 500).
// The numbered slug now takes the lock of that name as a base too, and is read again under it.
const CHECKED_UNDER_ITS_LOCK = `
    LOOP
      -- The number as a base of its own: a writer of that base holds it to its commit. A writer
      -- waits only on names that begin with its base, in rising number, so two writers never
      -- wait on each other in a circle.
      IF NOT p_lock THEN RETURN p_base || '-' || n; END IF;
      PERFORM pg_advisory_xact_lock(hashtext('products.slug ' || p_base || '-' || n));
      IF NOT EXISTS (SELECT 1 FROM products WHERE slug = p_base || '-' || n AND (p_except IS NULL OR id <> p_except)) THEN
        RETURN p_base || '-' || n;
      END IF;
      n := n + 1;
      WHILE (p_base || '-' || n) = ANY (taken) LOOP n := n + 1; END LOOP;
    END LOOP;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql.raw(productSlugFunction(CHECKED_UNDER_ITS_LOCK))]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql.raw(productSlugFunction(FIRST_FREE_NUMBER))]);
}
