import { useRecordContext } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { ProductRecord } from './productTypes';

/** The Price column: discount_unit_price in INR. */
export const ProductPriceField = () => {
  const product = useRecordContext<ProductRecord>();
  const { money } = useLocaleFormat();
  if (!product) return null;
  return <span>{money(product.discount_unit_price)}</span>;
};
