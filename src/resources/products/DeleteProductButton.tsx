import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { ProductRecord } from './productTypes';

/** Delete with the confirm; a refusal (409, the product has orders) shows its message. */
export const DeleteProductButton = () => {
  const product = useRecordContext<ProductRecord>();
  const dataProvider = useMandiDataProvider();
  if (!product) return null;
  return <ConfirmDeleteButton resource="products" remove={async () => (await dataProvider.productDelete(String(product.id))).message} />;
};
