import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, LinkBase } from 'react-admin';

/** A record page's Edit, to the record's edit screen. */
export const EditLinkButton = ({ label, to }: { label: string; to: string }) => (
  <Button label={label} component={LinkBase} to={to} variant="outlined">
    <EditIcon />
  </Button>
);
