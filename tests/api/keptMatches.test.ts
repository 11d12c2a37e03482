// Which tables a search's kept matches depend on: every table it reads, by name, at any depth.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiler as db } from '../../server/db/json';
import { Kept } from '../../server/db/kept';
import { keptUnder, tablesRead } from '../../server/db/keptMatches';

describe('tablesRead', () => {
  it('names the tables of FROM and JOIN, not their aliases or the columns they qualify', () => {
    const q = db
      .selectFrom('reviews as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .select(['f.id', 'u.name'])
      .where('f.search_text', 'like', '%x%');
    expect(tablesRead(q.compile().query)).toEqual(['reviews', 'users']);
  });

  it('finds the tables of subqueries in conditions, however deep', () => {
    const q = db
      .selectFrom('orders')
      .select('orders.id')
      .where((eb) =>
        eb.or([
          eb('orders.user_id', '=', 'x'),
          eb.exists(eb.selectFrom('order_items as vi').select('vi.id').whereRef('vi.order_id', '=', 'orders.id')),
        ]),
      );
    expect(tablesRead(q.compile().query)).toEqual(['order_items', 'orders']);
  });

  it('names a WITH query as read, so that a search over it is kept only if something counts its changes', () => {
    const q = db
      .with('matched', (w) => w.selectFrom('products').select('id'))
      .selectFrom('matched')
      .select('id');
    expect(tablesRead(q.compile().query)).toEqual(['matched', 'products']);
  });

  it('gives nothing when raw SQL may read a table the tree does not name', () => {
    const q = db
      .selectFrom('products')
      .select('id')
      .where(sql<boolean>`EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = products.id)`);
    expect(tablesRead(q.compile().query)).toBeUndefined();
    const plain = db
      .selectFrom('products')
      .select('id')
      .where(sql<boolean>`lower(products.slug) ~>=~ ${'a'}`);
    expect(tablesRead(plain.compile().query)).toEqual(['products']);
  });
});

describe('keptUnder', () => {
  it('keeps nothing whose rows move with time or by chance', () => {
    const recent = db
      .selectFrom('products')
      .select('id')
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`);
    expect(keptUnder(recent.compile())).toBeUndefined();
    expect(keptUnder(db.selectFrom('products').select('id').where('name', 'like', '%a%').compile())).toEqual(['products']);
  });

  it('keeps nothing that calls a function it does not know to follow its arguments alone', () => {
    const calling = (condition: string) =>
      keptUnder(
        db
          .selectFrom('products')
          .select('id')
          .where(sql<boolean>`${sql.raw(condition)}`)
          .compile(),
      );
    // Each moves with time, or may read rows of a table the query does not name.
    for (const condition of [
      "age(products.created_at) < interval '1 day'",
      'products.created_at < transaction_timestamp()',
      'products.created_at::text < timeofday()',
      'products.created_at::date = current_date',
      'seller_is_active(products.user_id)',
      '"seller_is_active"(products.user_id)',
      'other.lower(products.name) IS NOT NULL',
      'seller_is_active/**/(products.user_id)',
      'vérifié(products.user_id)',
      "products.created_at > 'now'::timestamptz - interval '1 day'",
      "products.created_at::date = 'today'",
    ])
      expect(calling(condition), condition).toBeUndefined();
    expect(calling("lower(products.name) LIKE '%rice%' AND coalesce(products.sub_category_id, products.category_id) IS NOT NULL")).toEqual([
      'products',
    ]);
  });
});

describe('Kept', () => {
  it('drops the least recently used value first, a value read counting as used', () => {
    const kept = new Kept<string[]>(2);
    kept.keep('first', '1', ['a']);
    kept.keep('second', '1', ['b']);
    expect(kept.get('first')?.value).toEqual(['a']);
    kept.keep('third', '2', ['c']);
    expect(kept.get('second')).toBeUndefined();
    expect(kept.get('first')).toEqual({ changes: '1', value: ['a'] });
    expect(kept.get('third')).toEqual({ changes: '2', value: ['c'] });
  });
});
