import AddIcon from '@mui/icons-material/Add';
import { Button, LinkBase, TopToolbar, useCanAccess } from 'react-admin';
import { ColumnsChooserButton } from '../../common/columns/ColumnsChooserButton';
import { ExportCsvButton } from '../../common/ExportCsvButton';
import { RefreshListButton } from '../../common/RefreshListButton';
import { SavedViewsButton } from '../../common/savedViews/SavedViewsButton';
import type { OpenedWith } from '../../common/savedViews/useOpenedWith';

/** Refresh, columns and saved views (not on a user's page), and 'Add User' (to the labour form; from a user's page, for that user). */
export const LabourListActions = ({ userId, opened }: { userId?: string; opened?: OpenedWith }) => {
  const { canAccess } = useCanAccess({ resource: 'labour', action: 'create' });
  const to = userId ? `/labor/create?user_id=${encodeURIComponent(userId)}` : '/labor/create';
  return (
    <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
      <RefreshListButton />
      <ColumnsChooserButton />
      {opened && <SavedViewsButton opened={opened} />}
      <ExportCsvButton />
      {canAccess && (
        <Button label="resources.labour.add" component={LinkBase} to={to} variant="contained">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
