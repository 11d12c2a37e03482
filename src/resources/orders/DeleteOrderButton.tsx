import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useSignedInUser } from '../../common/useSignedInUser';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { OrderRecord } from './orderTypes';

/** Delete with 'Are you sure you want to delete this Order?'; only a Super Admin sees it. */
export const DeleteOrderButton = () => {
  const order = useRecordContext<OrderRecord>();
  const dataProvider = useMandiDataProvider();
  const { isSuperAdmin } = useSignedInUser();
  if (!order || !isSuperAdmin) return null;
  return <ConfirmDeleteButton resource="orders" remove={async () => (await dataProvider.orderDelete(String(order.id))).message} />;
};
