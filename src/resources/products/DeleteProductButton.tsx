import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { productApi } from './productApi';
import type { ProductRecord } from './productTypes';
import { useApiCall } from '../../common/useApiCall';

/** Delete with the confirm; a refusal (409, the product has orders) shows its message. */
export const DeleteProductButton = () => {
  const product = useRecordContext<ProductRecord>();
  const run = useApiCall();
  if (!product) return null;
  return <ConfirmDeleteButton resource="products" remove={() => run(() => productApi.remove(String(product.id)))} />;
};
