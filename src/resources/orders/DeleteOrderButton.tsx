import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { OrderRecord } from './orderTypes';

/** Delete with 'Are you sure you want to delete this Order?'; only a Super Admin sees it (canAccess). */
export const DeleteOrderButton = () => {
  const order = useRecordContext<OrderRecord>();
  const dataProvider = useMandiDataProvider();
  if (!order) return null;
  return <ConfirmDeleteButton resource="orders" remove={async () => (await dataProvider.orderDelete(String(order.id))).message} />;
};
