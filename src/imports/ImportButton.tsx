import UploadIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase } from 'react-admin';
import { useCanImport } from './useCanImport';

/** A list toolbar's Import: opens the list's import page, for those who may import into it. */
export const ImportButton = ({ resource }: { resource: string }) => {
  const { canImport } = useCanImport(resource);
  if (!canImport) return null;
  return (
    <Button label="app.imports.button" component={LinkBase} to={`/import/${resource}`}>
      <UploadIcon />
    </Button>
  );
};
