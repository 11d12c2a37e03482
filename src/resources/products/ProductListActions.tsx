import AddIcon from '@mui/icons-material/Add';
import { Button, LinkBase, TopToolbar, useCanAccess } from 'react-admin';
import { ExportCsvButton } from '../../common/ExportCsvButton';
import { RefreshListButton } from '../../common/RefreshListButton';
import { DEFAULT_FILTER } from './productListParams';

export const ProductListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'products', action: 'create' });
  return (
    <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
      <RefreshListButton defaultFilter={DEFAULT_FILTER} />
      <ExportCsvButton />
      {canAccess && (
        <Button label="resources.products.add" component={LinkBase} to="/product/create" variant="contained">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
