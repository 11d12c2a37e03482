import type { ReactNode } from 'react';
import { Card, CardHeader, Divider } from '@mui/material';
import { DataTable, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { bookmark, review } from '../../../schema/feedback';
import { AdminList } from '../../common/AdminList';
import { ResponsiveList, type MobileListProps } from '../../common/ResponsiveList';
import type { ListScope } from '../../common/listScope';
import { DEFAULT_PER_PAGE } from '../../common/pageSizes';
import { ExportCsvButton } from '../../common/ExportCsvButton';
import { RefreshListButton } from '../../common/RefreshListButton';
import { ListSearchInput } from '../../common/ListSearchInput';
import { RowNumberField } from '../registry/RowNumberField';
import { DeleteFeedbackButton } from './DeleteFeedbackButton';
import { FeedbackEmpty } from './FeedbackEmpty';
import type { FeedbackRecord, FeedbackResource } from './feedbackTypes';
import { FeedbackAvatar } from './FeedbackAvatar';
import { scopeFilter } from './feedbackScope';
import { ProductCell } from './ProductCell';
import { UserCell } from './UserCell';
import { useCanDeleteFeedback } from './useCanDeleteFeedback';
import { useMayOpenProduct } from './useMayOpenProduct';

// Search is debounced by react-admin's filter form, and clearable.
const filters = [<ListSearchInput key="q" source="q" alwaysOn />];
// Newest first: the declared default order of each kind.
const SORT = {
  reviews: { field: review.sort[0], order: 'DESC' },
  bookmarks: { field: bookmark.sort[0], order: 'DESC' },
} as const;

interface FeedbackListProps {
  resource: FeedbackResource;
  scope: ListScope;
  /** The kind's own columns, between Product name and Actions. */
  children: ReactNode;
  /** The kind's own lines in the phone-sized list. */
  mobile: Pick<MobileListProps, 'secondaryText' | 'tertiaryText'>;
}

/**
 * The frame the Bookmark List and Review List share: a titled card with search, refresh,
 * No., User Name and Product name (each hidden when the list is scoped by it), the kind's columns
 * and a delete. Several lists share one page, so the list keeps its state neither in the URL nor
 * in the store.
 */
export const FeedbackList = ({ resource, scope, children, mobile }: FeedbackListProps) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  const { mayDelete } = useCanDeleteFeedback(resource);
  // On a phone a line names the other side of the feedback: the product on a user's page, else the user.
  const byProduct = Boolean(scope.userId);
  const { canAccess: canOpen } = useCanAccess({ resource: byProduct ? 'products' : 'users', action: 'show' });
  const mayOpenProduct = useMayOpenProduct();
  if (!canAccess) return null;
  // Another seller's product is no line to tap for a non-staff viewer: its page would say "not found".
  const other = (row: FeedbackRecord): { name: string; to: string | false } =>
    byProduct
      ? { name: row.product.name, to: mayOpenProduct(row.product) ? `/product/${row.product.id}` : false }
      : { name: row.user.name, to: `/user/${row.user.uuid}` };
  const label = (field: string) => `resources.${resource}.fields.${field}`;
  return (
    <Card component="section">
      <CardHeader title={translate(`resources.${resource}.list_title`)} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <AdminList
        resource={resource}
        title={false}
        filter={scopeFilter(scope)}
        filters={filters}
        perPage={DEFAULT_PER_PAGE}
        sort={SORT[resource]}
        disableSyncWithLocation
        storeKey={false}
        component="div"
        actions={
          <TopToolbar>
            <RefreshListButton />
            <ExportCsvButton />
          </TopToolbar>
        }
        sx={{ px: 2 }}
      >
        <ResponsiveList
          primaryText={(row: FeedbackRecord) => other(row).name}
          leftIcon={(row: FeedbackRecord) => <FeedbackAvatar row={row} byProduct={byProduct} />}
          // Lines differ in whether they open a page, as the desktop's name cells do.
          lineLink={(row) => (canOpen ? other(row as FeedbackRecord).to : false)}
          empty={<FeedbackEmpty />}
          lineActions={<DeleteFeedbackButton resource={resource} />}
          {...mobile}
        >
          <DataTable bulkActionButtons={false} rowClick={false} empty={<FeedbackEmpty />}>
            <DataTable.Col label={label('number')} render={() => <RowNumberField />} disableSort />
            {!scope.userId && <DataTable.Col label={label('user')} render={() => <UserCell />} disableSort />}
            {!scope.productId && <DataTable.Col label={label('product')} render={() => <ProductCell />} disableSort />}
            {children}
            {mayDelete && (
              <DataTable.Col label={label('actions')} render={() => <DeleteFeedbackButton resource={resource} />} disableSort />
            )}
          </DataTable>
        </ResponsiveList>
      </AdminList>
    </Card>
  );
};
