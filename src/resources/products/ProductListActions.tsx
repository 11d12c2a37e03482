import AddIcon from '@mui/icons-material/Add';
import { Button, LinkBase, TopToolbar, useCanAccess } from 'react-admin';
import { ColumnsChooserButton } from '../../common/columns/ColumnsChooserButton';
import { ExportCsvButton } from '../../common/ExportCsvButton';
import { RefreshListButton } from '../../common/RefreshListButton';
import { SavedViewsButton } from '../../common/savedViews/SavedViewsButton';
import type { OpenedWith } from '../../common/savedViews/useOpenedWith';
import { ImportButton } from '../../imports/ImportButton';
import { DEFAULT_FILTER } from './productListParams';

/**
 * Refresh, columns, saved views and Import (not on a seller's page: `opened` is then absent), Export
 * and Add (from a seller's page, for that seller).
 */
export const ProductListActions = ({ userId, opened }: { userId?: string; opened?: OpenedWith }) => {
  const { canAccess } = useCanAccess({ resource: 'products', action: 'create' });
  const to = userId ? `/product/create?user_id=${encodeURIComponent(userId)}` : '/product/create';
  return (
    <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
      <RefreshListButton defaultFilter={DEFAULT_FILTER} />
      <ColumnsChooserButton />
      {opened && <SavedViewsButton opened={opened} />}
      <ExportCsvButton />
      {opened && <ImportButton resource="products" />}
      {canAccess && (
        <Button label="resources.products.add" component={LinkBase} to={to} variant="contained">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
