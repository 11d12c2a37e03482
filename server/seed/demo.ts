import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { ImageStore } from '../uploads/images';
import { saveDemoPictures, seedDemoFeedback, seedDemoLabour, seedDemoProducts } from './demoCatalogue';
import { seedDemoOrders } from './demoOrders';
import { DEMO_LABOURERS, seedDemoUsers } from './demoPeople';
import { generator } from './demoRandom';

// Realistic demo data for a first look (npm run seed:demo, and npm start on an empty database).
// Deterministic choices from a seeded generator, so every install shows the same marketplace.
// Demo accounts get random passwords that are never printed: staff can set one when needed.
// The parts: demoPeople.ts (accounts), demoCatalogue.ts (products, feedback, labour), demoOrders.ts.
// They draw from one generator in this order, so the order of the calls below is part of the data.

export { DEMO_PLACES } from './demoPeople';

/** Taken by the transaction that writes the demo, so processes seeding together write it once. */
const DEMO_LOCK = 71042027;

const demoThere = async (db: Kysely<DB>) =>
  Boolean(await db.selectFrom('users').select('id').where('email', '=', 'anand@demo.mandi.local').executeTakeFirst());

/**
 * Writes the demo marketplace in one transaction: a start stopped halfway leaves none of it, so
 * the next `seed:demo` (or a start that offers the demo) writes all of it, where rows committed
 * step by step made a half-loaded demo pass for a finished one.
 */
export async function seedDemoData(db: Kysely<DB>, images: ImageStore): Promise<{ products: number; orders: number } | undefined> {
  if (await demoThere(db)) return undefined;
  const pictures = await saveDemoPictures(images, DEMO_LABOURERS);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`.execute(trx);
    if (await demoThere(trx)) return undefined;
    const rnd = generator(20261122);
    const { vendors, labourers, buyers } = await seedDemoUsers(trx, rnd);
    const products = await seedDemoProducts(trx, pictures, rnd, vendors);
    await seedDemoFeedback(trx, rnd, buyers, products);
    await seedDemoLabour(trx, pictures, labourers);
    const orders = await seedDemoOrders(trx, rnd, buyers, products);
    return { products: products.length, orders };
  });
}
