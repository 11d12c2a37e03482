import { TopToolbar } from 'react-admin';
import { ColumnsChooserButton } from '../../common/columns/ColumnsChooserButton';
import { ExportCsvButton } from '../../common/ExportCsvButton';
import { RefreshListButton } from '../../common/RefreshListButton';
import { SavedViewsButton } from '../../common/savedViews/SavedViewsButton';
import type { OpenedWith } from '../../common/savedViews/useOpenedWith';

/** Refresh (page 1, 25 rows and the list's starting filters: status Pending), columns and saved views (not embedded) and Export. */
export const OrderListActions = ({ defaultFilter, opened }: { defaultFilter: Record<string, unknown>; opened?: OpenedWith }) => (
  <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
    <RefreshListButton defaultFilter={defaultFilter} />
    <ColumnsChooserButton />
    {opened && <SavedViewsButton opened={opened} />}
    <ExportCsvButton />
  </TopToolbar>
);
