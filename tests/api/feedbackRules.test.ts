// The review's stars as schema/feedback.ts declares them (the screens draw that many, in those
// steps) are the ones the reviews table accepts, and a list replies with them as numbers.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING, review } from '../../schema/feedback';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
let userId: string;
let productId: string;

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.database.db, new ImageStore(api.uploads));
  admin = await api.login();
  const pair = await sql<{ user_id: string; product_id: string }>`
    SELECT u.id AS user_id, p.id AS product_id FROM users u CROSS JOIN products p
    WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id AND r.product_id = p.id) LIMIT 1`.execute(api.database.db);
  ({ user_id: userId, product_id: productId } = pair.rows[0]);
}, 120_000);
afterAll(async () => api?.close());

/** Stores a review with `rating`; resolves whether the table took it (it is removed again). */
async function stores(rating: number) {
  try {
    const row = await api.database.db
      .insertInto('reviews')
      .values({ user_id: userId, product_id: productId, rating, review: 'Declared stars' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.database.db.deleteFrom('reviews').where('id', '=', row.id).execute();
    return true;
  } catch {
    return false;
  }
}

describe("a review's rating", () => {
  it('is stored in every declared step from the least to the most stars, and nowhere outside them', async () => {
    for (let rating = RATING.min; rating <= RATING.max; rating += RATING.step) expect(await stores(rating), `${rating}`).toBe(true);
    expect(await stores(RATING.min - RATING.step)).toBe(false);
    expect(await stores(RATING.max + RATING.step)).toBe(false);
    expect(await stores(RATING.min + RATING.step / 2)).toBe(false);
  });

  it('comes back from the list as a number of stars', async () => {
    await api.database.db
      .insertInto('reviews')
      .values({ user_id: userId, product_id: productId, rating: RATING.max, review: 'Declared stars' })
      .execute();
    const reply = await api.post(`/api/${review.name}-list`, { product_id: productId, user_id: userId }, admin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(review.messages.list);
    expect(reply.body.data.data[0]).toMatchObject({ rating: RATING.max, review: 'Declared stars' });
  });
});
