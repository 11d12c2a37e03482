import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, useListContext } from 'react-admin';
import { DEFAULT_PER_PAGE } from './pageSizes';

/**
 * Refresh: back to page 1, 25 rows, the list's default filters and no search, and a
 * reload. When the list already shows that, it only reloads.
 */
export const RefreshListButton = ({ defaultFilter = {} }: { defaultFilter?: Record<string, unknown> }) => {
  const { page, perPage, filterValues, setFilters, setPerPage, refetch } = useListContext();
  const isDefault = page === 1 && perPage === DEFAULT_PER_PAGE && JSON.stringify(filterValues ?? {}) === JSON.stringify(defaultFilter);
  const refresh = () => {
    if (isDefault) {
      void refetch();
      return;
    }
    // Both land in one change of the list's parameters (and both go back to page 1).
    setFilters({ ...defaultFilter }, {});
    setPerPage(DEFAULT_PER_PAGE);
  };
  return (
    <Button label="ra.action.refresh" onClick={refresh}>
      <RefreshIcon />
    </Button>
  );
};
