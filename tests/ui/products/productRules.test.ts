// The form's validators and the server's body rule are one declaration (schema/product.ts): for a
// bad value each field's validator gives the message the server's body gives on that field.
import { describe, expect, it } from 'vitest';
import type { Validator } from 'react-admin';
import { productBody } from '../../../schema/product';
import { productRules } from '../../../src/resources/products/productRules';

const valid = {
  name: 'Basmati Rice',
  category_id: '0a000000-0000-4000-8000-000000000001',
  sub_category_id: '0b000000-0000-4000-8000-000000000001',
  unit_id: '0c000000-0000-4000-8000-000000000001',
  status: 'Active',
  unit_price: '100',
  discount_type: 'Fixed',
  discount: '0',
  latitude: '12.5',
  longitude: '77.5',
};

/** What the server says on `field` for these values. */
const serverMessage = (values: Record<string, unknown>, field: string) => {
  const result = productBody.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};
const formMessage = (values: Record<string, unknown>, field: keyof typeof productRules) =>
  productRules[field]
    .map((rule: Validator) => rule(values[field], values, {}))
    .find((message) => message !== undefined && message !== null);

describe('product form rules and server rules agree', () => {
  const cases: [keyof typeof productRules, unknown][] = [
    ['name', ''],
    ['name', 'x'.repeat(201)],
    ['unit_price', ''],
    ['unit_price', '-100'],
    ['unit_price', '1000.50x'],
    ['unit_price', '10.555'],
    ['quantity', '1a2'],
    ['duration', '8h'],
    ['latitude', '95'],
    ['longitude', ''],
    ['discount', '-5'],
    ['discount', '150'],
    ['status', ''],
  ];
  it.each(cases)('%s = %j', (field, value) => {
    const values = { ...valid, [field]: value };
    const server = serverMessage(values, field);
    expect(server).toBeDefined();
    expect(formMessage(values, field)).toBe(server);
  });

  it('caps a Percentage discount at 100 and a Fixed one at the price, as the server does', () => {
    const percentage = { ...valid, discount_type: 'Percentage', discount: '150' };
    expect(formMessage(percentage, 'discount')).toBe(serverMessage(percentage, 'discount'));
    expect(formMessage({ ...valid, discount: '100' }, 'discount')).toBeUndefined();
  });
});
