import { useRecordContext } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { ProductRecord } from './productTypes';

/** The Quantity column: grouped in the app's language (12,500), as the dashboard shows it. */
export const ProductQuantityField = () => {
  const product = useRecordContext<ProductRecord>();
  const { number } = useLocaleFormat();
  if (!product) return null;
  return <span>{number(Number(product.quantity))}</span>;
};
