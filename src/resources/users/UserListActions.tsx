import AddIcon from '@mui/icons-material/Add';
import { Button, TopToolbar, useCanAccess } from 'react-admin';
import { ColumnsChooserButton } from '../../common/columns/ColumnsChooserButton';
import { ExportCsvButton } from '../../common/ExportCsvButton';
import { RefreshListButton } from '../../common/RefreshListButton';
import { SavedViewsButton } from '../../common/savedViews/SavedViewsButton';
import type { OpenedWith } from '../../common/savedViews/useOpenedWith';
import { ImportButton } from '../../imports/ImportButton';
import { DEFAULT_FILTER } from './userListParams';

export const UserListActions = ({ onAdd, opened }: { onAdd: () => void; opened: OpenedWith }) => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'create' });
  return (
    <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
      <RefreshListButton defaultFilter={DEFAULT_FILTER} />
      <ColumnsChooserButton />
      <SavedViewsButton opened={opened} />
      <ExportCsvButton />
      <ImportButton resource="users" />
      {canAccess && (
        <Button label="resources.users.add" onClick={onAdd} variant="contained">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
