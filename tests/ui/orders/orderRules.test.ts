import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES, order } from '../../../schema/order';
import { paymentStatusChoices, statusChoices, statusRules } from '../../../src/resources/orders/choices';

// The status dialog checks what order-status-update checks, with the same words.
describe('the order status rules of the client and the server', () => {
  const serverMessage = (values: Record<string, unknown>, field: string) => {
    const result = order.bodies.status.safeParse({ order_id: '0f100000-0000-4000-8000-000000000001', ...values });
    return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  };

  it('refuses a status the server refuses, with its message', () => {
    const values = { status: 'Shipped', payment_status: 'Paid' };
    expect(statusRules.status('Shipped', values, {})).toBe('The status must be Pending, Progress, Delivered, Completed or Cancel.');
    expect(statusRules.status('Shipped', values, {})).toBe(serverMessage(values, 'status'));
    expect(statusRules.payment_status('Refunded', values, {})).toBe('The payment status must be Pending, Paid or Failed.');
    expect(statusRules.payment_status('Refunded', values, {})).toBe(
      serverMessage({ ...values, payment_status: 'Refunded' }, 'payment_status'),
    );
  });

  it('takes every declared status, and offers exactly those', () => {
    for (const status of ORDER_STATUSES) expect(statusRules.status(status, {}, {})).toBeUndefined();
    for (const status of PAYMENT_STATUSES) expect(statusRules.payment_status(status, {}, {})).toBeUndefined();
    expect(statusChoices.map((c) => c.id)).toEqual([...ORDER_STATUSES]);
    expect(paymentStatusChoices.map((c) => c.id)).toEqual([...PAYMENT_STATUSES]);
  });
});
