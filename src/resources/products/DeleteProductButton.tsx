import { useNotify, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { ProductRecord } from './productTypes';

/** Delete with the confirm; a refusal (409, the product has orders) shows its message. */
export const DeleteProductButton = () => {
  const product = useRecordContext<ProductRecord>();
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  if (!product) return null;
  const remove = () =>
    dataProvider.productDelete(String(product.id)).catch((error: unknown) => {
      notify(messageOf(error), { type: 'error' });
      return undefined;
    });
  return <ConfirmDeleteButton resource="products" remove={remove} />;
};
