import AddIcon from '@mui/icons-material/Add';
import { Button, TopToolbar, useCanAccess } from 'react-admin';
import { ExportCsvButton } from '../../common/ExportCsvButton';
import { RefreshListButton } from '../../common/RefreshListButton';
import { DEFAULT_FILTER } from './userListParams';

export const UserListActions = ({ onAdd }: { onAdd: () => void }) => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'create' });
  return (
    <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
      <RefreshListButton defaultFilter={DEFAULT_FILTER} />
      <ExportCsvButton />
      {canAccess && (
        <Button label="resources.users.add" onClick={onAdd} variant="contained">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
