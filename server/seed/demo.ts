import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { ImageStore } from '../uploads/images';
import { seedDemoFeedback, seedDemoLabour, seedDemoProducts } from './demoCatalogue';
import { seedDemoOrders } from './demoOrders';
import { seedDemoUsers } from './demoPeople';
import { generator } from './demoRandom';

// Realistic demo data for a first look (npm run seed:demo, and npm start on an empty database).
// Deterministic choices from a seeded generator, so every install shows the same marketplace.
// Demo accounts get random passwords that are never printed: staff can set one when needed.
// The parts: demoPeople.ts (accounts), demoCatalogue.ts (products, feedback, labour), demoOrders.ts.
// They draw from one generator in this order, so the order of the calls below is part of the data.

export { DEMO_PLACES } from './demoPeople';

export async function seedDemoData(db: Kysely<DB>, images: ImageStore): Promise<{ products: number; orders: number } | undefined> {
  if (await db.selectFrom('users').select('id').where('email', '=', 'anand@demo.mandi.local').executeTakeFirst()) return undefined;
  const rnd = generator(20261122);
  const { vendors, labourers, buyers } = await seedDemoUsers(db, rnd);
  const products = await seedDemoProducts(db, images, rnd, vendors);
  await seedDemoFeedback(db, rnd, buyers, products);
  await seedDemoLabour(db, images, labourers);
  const orders = await seedDemoOrders(db, rnd, buyers, products);
  return { products: products.length, orders };
}
