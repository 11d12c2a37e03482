// Prices are whole paise here; numeric(12,2) rupees only at the edges. Every rounding is half up
// to the paisa (docs/decisions.md "Product pricing").

import type { DiscountType, TaxType } from '../../../schema/product';

export const toPaise = (rupees: number | string) => Math.round(Number(rupees) * 100);
export const toRupees = (paise: number) => (paise / 100).toFixed(2);

/** a * b / c rounded half up, for non-negative integers; BigInt so 12-digit prices stay exact. */
const mulDivRound = (a: number, b: number, c: number) => Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (2n * BigInt(c)));

export interface PriceInput {
  unitPrice: number; // paise
  discountType: DiscountType;
  /** Paise for Fixed, percent (0-100, up to 2 decimals) for Percentage. */
  discount: number;
  taxType: TaxType;
  /** The tax's percentage, e.g. 18 or 12.5; 0 without a tax. */
  taxPercentage: number;
}

export interface Prices {
  discountUnitPrice: number; // paise
  taxAmount: number; // paise
  /** What a buyer pays for one unit: Exclusive adds the tax, Inclusive already contains it. */
  priceWithTax: number; // paise
}

export function computePrices({ unitPrice, discountType, discount, taxType, taxPercentage }: PriceInput): Prices {
  const discounted =
    discountType === 'Fixed'
      ? Math.max(0, unitPrice - discount)
      : mulDivRound(unitPrice, 10_000 - Math.round(Math.min(discount, 100) * 100), 10_000);
  const taxBasisPoints = Math.round(taxPercentage * 100);
  const taxAmount =
    taxType === 'Exclusive'
      ? mulDivRound(discounted, taxBasisPoints, 10_000)
      : discounted - mulDivRound(discounted, 10_000, 10_000 + taxBasisPoints);
  return { discountUnitPrice: discounted, taxAmount, priceWithTax: taxType === 'Exclusive' ? discounted + taxAmount : discounted };
}

interface LineAmounts {
  unitPrice: number; // paise, before the discount
  discountAmount: number; // paise, the whole line's discount
  taxableAmount: number; // paise, the line's value without GST
  taxAmount: number; // paise, the line's GST
  totalPrice: number; // paise: taxable value plus GST
}

/**
 * An order line of `quantity` units of a product priced as `input`: the unit's GST is worked out
 * once (as the product shows it) and multiplied, so a line's figures add up exactly.
 */
export function lineAmounts(input: PriceInput, quantity: number): LineAmounts {
  const { discountUnitPrice, taxAmount } = computePrices(input);
  const taxableUnit = input.taxType === 'Exclusive' ? discountUnitPrice : discountUnitPrice - taxAmount;
  return {
    unitPrice: input.unitPrice,
    discountAmount: (input.unitPrice - discountUnitPrice) * quantity,
    taxableAmount: taxableUnit * quantity,
    taxAmount: taxAmount * quantity,
    totalPrice: (taxableUnit + taxAmount) * quantity,
  };
}
