import { useMemo } from 'react';
import { DataTable } from 'react-admin';
import { ChoosableTable } from '../../common/columns/ChoosableTable';
import { useBulkActionButtons } from '../../common/useBulkActionButtons';
import { ResponsiveList } from '../../common/ResponsiveList';
import { RowNumberField } from '../registry/RowNumberField';
import { UserAvatar } from '../users/UserAvatar';
import { NoOrders } from './NoOrders';
import { OrderAmountField } from './OrderAmountField';
import { OrderDateField } from './OrderDateField';
import { OrderChangeActions, OrderRowActions } from './OrderRowActions';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderSummary } from './OrderSummary';
import { OrderUserField } from './OrderUserField';
import { useOrderChoice } from '../../common/useOrderChoice';
import { ORDER_STATUSES } from '../../../schema/order';
import type { ListScope } from '../../common/listScope';
import type { OrderRecord } from './orderTypes';

const label = (field: string) => `resources.orders.fields.${field}`;

/**
 * The columns, shared by /orders and the embedded lists. On a seller's page the amount is that
 * seller's share of each order (the server answers it so), and the column says so.
 */
export const OrderTable = ({ scope = {} }: { scope?: ListScope }) => {
  const choice = useOrderChoice();
  const bulkActions = useBulkActionButtons({
    resource: 'orders',
    statuses: ORDER_STATUSES,
    statusAction: 'update-status',
    statusNotes: { Cancel: 'resources.orders.list.bulk_cancel_note' },
  });
  const seller = Boolean(scope.sellerId);
  // Made again only when what they show changes, so a list redrawn while its next page loads keeps its rows.
  const columns = useMemo(
    () => [
      <DataTable.Col key="no" label={label('no')} render={() => <RowNumberField />} disableSort />,
      <DataTable.Col key="customer" source="customer" label={label('user')} render={() => <OrderUserField />} disableSort />,
      <DataTable.Col key="slug" source="slug" label={label('slug')} disableSort />,
      <DataTable.Col
        key="status"
        source="status"
        label={label('status')}
        render={(order) => <OrderStatusChip status={order.status} />}
        disableSort
      />,
      <DataTable.Col
        key="payment_type"
        source="payment_type"
        label={label('payment_type')}
        render={(order) => choice('payment_type', order.payment_type)}
        disableSort
      />,
      <DataTable.Col
        key="payment_status"
        source="payment_status"
        label={label('payment_status')}
        render={(order) => choice('payment_status', order.payment_status)}
        disableSort
      />,
      <DataTable.Col
        key="total_amount"
        source="total_amount"
        label={label(seller ? 'seller_share' : 'total_amount')}
        render={() => <OrderAmountField sellerList={seller} />}
        disableSort
      />,
      <DataTable.Col key="created_at" source="created_at" label={label('created_at')} render={() => <OrderDateField />} disableSort />,
      <DataTable.Col key="actions" label="resources.orders.list.actions" render={() => <OrderRowActions />} disableSort />,
    ],
    [choice, seller],
  );
  return (
    <ResponsiveList
      primaryText={(order: OrderRecord) => order.user?.name}
      // A customer may have several orders: an order is told apart by its slug.
      rowName={(order) => (order as OrderRecord).slug}
      secondaryText={() => <OrderSummary />}
      tertiaryText={() => <OrderAmountField sellerList={seller} />}
      leftIcon={(order: OrderRecord) => <UserAvatar name={order.user?.name} imageUrl={order.user?.image_url} />}
      lineLink={(order) => `/order/${order.id}`}
      lineActions={<OrderChangeActions />}
      empty={<NoOrders scope={scope} />}
    >
      <ChoosableTable<OrderRecord> bulkActionButtons={bulkActions} rowClick={false} empty={<NoOrders scope={scope} />}>
        {columns}
      </ChoosableTable>
    </ResponsiveList>
  );
};
