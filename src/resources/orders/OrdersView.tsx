import { useMemo, type ReactNode } from 'react';
import { AdminList } from '../../common/AdminList';
import { ChoosableColumns } from '../../common/columns/ChoosableColumns';
import { DEFAULT_PER_PAGE } from '../../common/pageSizes';
import { useResponsiveFilters } from '../../common/ResponsiveFilters';
import type { ListScope } from '../../common/listScope';
import { OrderListActions } from './OrderListActions';
import { useOpenedWith } from '../../common/savedViews/useOpenedWith';
import { orderFilters } from './orderFilters';
import { defaultFilterOf, scopeFilterOf } from './orderListParams';
import { OrderTable } from './OrderTable';

interface OrdersViewProps {
  /** Whose orders; none on /orders. */
  scope?: ListScope;
  /** The page title (/orders) or false (embedded: the page has its own). */
  title: ReactNode | false;
  /** Embedded lists keep their state to themselves, not in the address or the store. */
  embedded?: boolean;
}

/** The Orders list with its filters, refresh and table, on /orders and embedded. */
export const OrdersView = ({ scope = {}, title, embedded = false }: OrdersViewProps) => {
  const defaultFilter = defaultFilterOf(scope);
  // Only the product of the scope changes the filters; the scope object is new on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useResponsiveFilters(useMemo(() => orderFilters(scope), [scope.productId]));
  const opened = useOpenedWith();
  return (
    <ChoosableColumns fixed={embedded}>
      <AdminList
        resource="orders"
        title={title}
        perPage={DEFAULT_PER_PAGE}
        filter={scopeFilterOf(scope)}
        filters={filters}
        filterDefaultValues={defaultFilter}
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={<OrderListActions defaultFilter={defaultFilter} opened={embedded ? undefined : opened} />}
        {...(embedded ? { disableSyncWithLocation: true, storeKey: false as const } : {})}
      >
        <OrderTable scope={scope} />
      </AdminList>
    </ChoosableColumns>
  );
};
