import { useNotify, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useSignedInUser } from '../../common/useSignedInUser';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { OrderRecord } from './orderTypes';

/** Delete with 'Are you sure you want to delete this Order?'; only a Super Admin sees it. */
export const DeleteOrderButton = () => {
  const order = useRecordContext<OrderRecord>();
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  const { isSuperAdmin } = useSignedInUser();
  if (!order || !isSuperAdmin) return null;
  // Resolves undefined when the delete failed (its message shown) or the session ended.
  const remove = async () => {
    try {
      return (await dataProvider.orderDelete(String(order.id))).message;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return undefined;
    }
  };
  return <ConfirmDeleteButton resource="orders" remove={remove} />;
};
