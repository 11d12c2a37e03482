import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useApiCall } from '../../common/useApiCall';
import { useSignedInUser } from '../../common/useSignedInUser';
import { orderApi } from './orderApi';
import type { OrderRecord } from './orderTypes';

/** Delete with 'Are you sure you want to delete this Order?'; only a Super Admin sees it. */
export const DeleteOrderButton = () => {
  const order = useRecordContext<OrderRecord>();
  const run = useApiCall();
  const { isSuperAdmin } = useSignedInUser();
  if (!order || !isSuperAdmin) return null;
  return <ConfirmDeleteButton resource="orders" remove={() => run(() => orderApi.remove(String(order.id)))} />;
};
