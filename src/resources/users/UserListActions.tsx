import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, TopToolbar, useCanAccess, useListContext } from 'react-admin';
import { DEFAULT_FILTER, DEFAULT_PER_PAGE } from './userListParams';

/** Spec 2: refresh goes back to page 1, 25 rows, status All and no search, and reloads. */
const RefreshUsersButton = () => {
  const { page, perPage, filterValues, setFilters, setPerPage, refetch } = useListContext();
  const isDefault =
    page === 1 &&
    perPage === DEFAULT_PER_PAGE &&
    JSON.stringify(filterValues ?? {}) === JSON.stringify(DEFAULT_FILTER);
  const refresh = () => {
    if (isDefault) {
      void refetch();
      return;
    }
    // Both land in one change of the list's parameters (and both go back to page 1).
    setFilters({ ...DEFAULT_FILTER }, {});
    setPerPage(DEFAULT_PER_PAGE);
  };
  return (
    <Button label="ra.action.refresh" onClick={refresh}>
      <RefreshIcon />
    </Button>
  );
};

export const UserListActions = ({ onAdd }: { onAdd: () => void }) => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'create' });
  return (
    <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
      <RefreshUsersButton />
      {canAccess && (
        <Button label="resources.users.add" onClick={onAdd} variant="contained">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
