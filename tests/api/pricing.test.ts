import { describe, expect, it } from 'vitest';
import { computePrices, lineAmounts, toPaise, toRupees, type PriceInput } from '../../server/resources/products/pricing';

type Row = [string, Omit<PriceInput, 'unitPrice' | 'discount'> & { price: string; discount: number | string }, [string, string, string]];

// [case, input in rupees / percent, [discount_unit_price, tax_amount, price with tax]]
const rows: Row[] = [
  [
    'Fixed, Exclusive 18%',
    { price: '100.00', discountType: 'Fixed', discount: '10', taxType: 'Exclusive', taxPercentage: 18 },
    ['90.00', '16.20', '106.20'],
  ],
  [
    'Fixed, Inclusive 18%',
    { price: '118.00', discountType: 'Fixed', discount: '0', taxType: 'Inclusive', taxPercentage: 18 },
    ['118.00', '18.00', '118.00'],
  ],
  [
    'Percentage, Exclusive 5%, half paisa up',
    { price: '99.99', discountType: 'Percentage', discount: 10, taxType: 'Exclusive', taxPercentage: 5 },
    ['89.99', '4.50', '94.49'],
  ],
  [
    'Percentage, Inclusive 12%',
    { price: '112.00', discountType: 'Percentage', discount: 0, taxType: 'Inclusive', taxPercentage: 12 },
    ['112.00', '12.00', '112.00'],
  ],
  [
    'Inclusive 12% with a remainder',
    { price: '100.00', discountType: 'Fixed', discount: '0', taxType: 'Inclusive', taxPercentage: 12 },
    ['100.00', '10.71', '100.00'],
  ],
  [
    '100 % off',
    { price: '250.00', discountType: 'Percentage', discount: 100, taxType: 'Exclusive', taxPercentage: 18 },
    ['0.00', '0.00', '0.00'],
  ],
  [
    'Fixed discount above the price',
    { price: '40.00', discountType: 'Fixed', discount: '55', taxType: 'Exclusive', taxPercentage: 18 },
    ['0.00', '0.00', '0.00'],
  ],
  [
    'fractional percentage',
    { price: '200.00', discountType: 'Percentage', discount: 12.5, taxType: 'Exclusive', taxPercentage: 0 },
    ['175.00', '0.00', '175.00'],
  ],
  [
    'half a paisa rounds up',
    { price: '0.25', discountType: 'Percentage', discount: 50, taxType: 'Exclusive', taxPercentage: 0 },
    ['0.13', '0.00', '0.13'],
  ],
  [
    'tax of half a paisa rounds up',
    { price: '0.10', discountType: 'Fixed', discount: '0', taxType: 'Exclusive', taxPercentage: 5 },
    ['0.10', '0.01', '0.11'],
  ],
  [
    'no tax',
    { price: '1234.56', discountType: 'Fixed', discount: '0.56', taxType: 'Exclusive', taxPercentage: 0 },
    ['1234.00', '0.00', '1234.00'],
  ],
  [
    'large amounts stay exact',
    { price: '9999999999.99', discountType: 'Percentage', discount: 1, taxType: 'Exclusive', taxPercentage: 18 },
    ['9899999999.99', '1782000000.00', '11681999999.99'],
  ],
];

describe('computePrices', () => {
  it.each(rows)('%s', (_name, input, [discounted, tax, withTax]) => {
    const prices = computePrices({
      ...input,
      unitPrice: toPaise(input.price),
      discount: input.discountType === 'Fixed' ? toPaise(input.discount) : Number(input.discount),
    });
    expect([toRupees(prices.discountUnitPrice), toRupees(prices.taxAmount), toRupees(prices.priceWithTax)]).toEqual([
      discounted,
      tax,
      withTax,
    ]);
  });

  it('caps a Percentage discount at 100', () => {
    expect(
      computePrices({ unitPrice: 1000, discountType: 'Percentage', discount: 150, taxType: 'Exclusive', taxPercentage: 0 })
        .discountUnitPrice,
    ).toBe(0);
  });
});

describe('lineAmounts', () => {
  it("keeps an Exclusive line's GST on top of its taxable value", () => {
    const line = lineAmounts({ unitPrice: 10_000, discountType: 'Percentage', discount: 10, taxType: 'Exclusive', taxPercentage: 18 }, 3);
    expect(line).toEqual({ unitPrice: 10_000, discountAmount: 3_000, taxableAmount: 27_000, taxAmount: 4_860, totalPrice: 31_860 });
  });

  it("takes an Inclusive line's GST out of its price", () => {
    const line = lineAmounts({ unitPrice: 10_000, discountType: 'Fixed', discount: 0, taxType: 'Inclusive', taxPercentage: 12 }, 2);
    expect(line).toEqual({ unitPrice: 10_000, discountAmount: 0, taxableAmount: 17_858, taxAmount: 2_142, totalPrice: 20_000 });
  });

  it("adds up to the unit's price with tax times the quantity, whatever the rounding", () => {
    for (const taxType of ['Inclusive', 'Exclusive'] as const) {
      const input: PriceInput = { unitPrice: 9_999, discountType: 'Percentage', discount: 12.5, taxType, taxPercentage: 5 };
      const line = lineAmounts(input, 7);
      expect(line.taxableAmount + line.taxAmount).toBe(line.totalPrice);
      expect(line.totalPrice).toBe(computePrices(input).priceWithTax * 7);
    }
  });
});
