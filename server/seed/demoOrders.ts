import type { Kysely } from 'kysely';
import { ORDER_STATUSES } from '../../schema/order';
import type { DB } from '../db/types';
import { lineAmounts, toRupees } from '../resources/products/pricing';
import { daysBefore } from '../resources/reports/periods';
import { marketDayOf, marketDayStart } from '../../schema/marketDay';
import type { DemoProduct } from './demoCatalogue';
import type { DemoRandom } from './demoRandom';

// The demo orders: buyers' orders of the last 30 days, in every status.

/** ORDERS orders of one to three lines; returns how many. */
export async function seedDemoOrders(db: Kysely<DB>, rnd: DemoRandom, buyers: { id: string; name: string }[], products: DemoProduct[]) {
  const staff = await db
    .selectFrom('users')
    .select('id')
    .where('account_type', '=', 'Super Admin')
    .orderBy('created_at')
    .executeTakeFirst();
  const ORDERS = 60;
  for (let n = 0; n < ORDERS; n++) {
    const buyer = rnd.pick(buyers);
    const lines = Array.from({ length: rnd.int(1, 3) }, () => {
      const product = rnd.pick(products.filter((p) => !p.name.includes('Tractor') && !p.name.includes('Harvester')));
      const quantity = rnd.int(1, 10);
      return { product, quantity, amounts: lineAmounts(product.pricing, quantity) };
    });
    const total = lines.reduce((sum, l) => sum + l.amounts.totalPrice, 0);
    // A time on one of the market's last 30 days (today's not in the future), so the dashboard's
    // 30-day chart holds every demo order whatever the hour.
    const day = marketDayStart(daysBefore(marketDayOf(), rnd.int(0, 29)));
    const created = new Date(Math.min(Date.now(), day.getTime() + rnd.int(0, 86_399) * 1000));
    const status = rnd.pick(ORDER_STATUSES);
    const paymentStatus = status === 'Completed' || status === 'Delivered' ? 'Paid' : status === 'Cancel' ? 'Failed' : 'Pending';
    const order = await db
      .insertInto('orders')
      .values({
        slug: `order-${created.getTime().toString(36)}-${n}`,
        user_id: buyer.id,
        customer_name: buyer.name,
        status,
        payment_type: rnd.pick(['Cash On Delivery', 'UPI', 'Net Banking']),
        payment_status: paymentStatus,
        total_amount: toRupees(total),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values(
        lines.map((l) => ({
          order_id: order.id,
          product_id: l.product.id,
          seller_id: l.product.user_id,
          category_id: l.product.category_id,
          sub_category_id: l.product.sub_category_id,
          product_name: l.product.name,
          quantity: l.quantity,
          unit_price: toRupees(l.amounts.unitPrice),
          discount_amount: toRupees(l.amounts.discountAmount),
          tax_type: l.product.pricing.taxType,
          tax_percentage: l.product.pricing.taxPercentage,
          taxable_amount: toRupees(l.amounts.taxableAmount),
          tax_amount: toRupees(l.amounts.taxAmount),
          total_price: toRupees(l.amounts.totalPrice),
        })),
      )
      .execute();
    // Its history says how it got there: staff (the Super Admin) moved it, status and payment at
    // once, as only staff change an order's status.
    if (status !== 'Pending') {
      await db
        .insertInto('order_status_history')
        .values({
          order_id: order.id,
          changed_by: staff?.id ?? null,
          from_status: 'Pending',
          to_status: status,
          from_payment_status: 'Pending',
          to_payment_status: paymentStatus,
          created_at: created,
        })
        .execute();
    }
  }
  return ORDERS;
}
