/** A rupee amount as INR (₹1,234.50). */
export const formatPrice = (value: unknown, locale = 'en-IN') =>
  Number(value ?? 0).toLocaleString(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
