import { useLocaleState, useRecordContext } from 'react-admin';
import { formatPrice } from './formatPrice';
import type { ProductRecord } from './productTypes';

/** The Price column: discount_unit_price in INR. */
export const ProductPriceField = () => {
  const product = useRecordContext<ProductRecord>();
  const [locale] = useLocaleState();
  if (!product) return null;
  return <span>{formatPrice(product.discount_unit_price, `${locale}-IN`)}</span>;
};
