import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, TopToolbar, useCanAccess, useListContext, useResourceContext } from 'react-admin';
import { ColumnsChooserButton } from '../../common/columns/ColumnsChooserButton';
import { ExportCsvButton } from '../../common/ExportCsvButton';
import { SavedViewsButton } from '../../common/savedViews/SavedViewsButton';
import type { OpenedWith } from '../../common/savedViews/useOpenedWith';
import { ImportButton } from '../../imports/ImportButton';
import { DEFAULT_PER_PAGE } from '../../common/pageSizes';

/** Refresh goes back to page 1 with 25 rows, and reloads. */
const RefreshListButton = () => {
  const { page, perPage, setPerPage, refetch } = useListContext();
  const refresh = () => {
    if (page !== 1 || perPage !== DEFAULT_PER_PAGE)
      setPerPage(DEFAULT_PER_PAGE); // also sets page 1, and reloads
    else refetch();
  };
  return (
    <Button label="ra.action.refresh" onClick={refresh}>
      <RefreshIcon />
    </Button>
  );
};

/** The list's toolbar buttons: refresh, columns, saved views, export, import where the user may add and change rows, and Add where the user may create. */
export const RegistryListActions = ({ onAdd, opened }: { onAdd: () => void; opened: OpenedWith }) => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  return (
    <TopToolbar>
      <RefreshListButton />
      <ColumnsChooserButton />
      <SavedViewsButton opened={opened} />
      <ExportCsvButton />
      {resource && <ImportButton resource={resource} />}
      {canAccess && (
        <Button label="ra.action.add" onClick={onAdd} variant="contained">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
