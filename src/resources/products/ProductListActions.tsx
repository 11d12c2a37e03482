import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, LinkBase, TopToolbar, useCanAccess, useListContext } from 'react-admin';
import { DEFAULT_FILTER, DEFAULT_PER_PAGE } from './productListParams';

/** Refresh goes back to page 1, 25 rows, no filters and no search, and reloads. */
const RefreshProductsButton = () => {
  const { page, perPage, filterValues, setFilters, setPerPage, refetch } = useListContext();
  const isDefault =
    page === 1 && perPage === DEFAULT_PER_PAGE && JSON.stringify(filterValues ?? {}) === JSON.stringify(DEFAULT_FILTER);
  const refresh = () => {
    if (isDefault) {
      void refetch();
      return;
    }
    setFilters({ ...DEFAULT_FILTER }, {});
    setPerPage(DEFAULT_PER_PAGE);
  };
  return (
    <Button label="ra.action.refresh" onClick={refresh}>
      <RefreshIcon />
    </Button>
  );
};

export const ProductListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'products', action: 'create' });
  return (
    <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
      <RefreshProductsButton />
      {canAccess && (
        <Button label="resources.products.add" component={LinkBase} to="/product/create" variant="contained">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
