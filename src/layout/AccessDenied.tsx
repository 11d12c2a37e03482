import LockIcon from '@mui/icons-material/Lock';
import { MessagePage } from './MessagePage';

/** react-admin's page for a screen the account may not see, titled: its own left the app bar's title heading empty and had no h1. */
export const AccessDenied = () => <MessagePage title="ra.page.access_denied" message="ra.message.access_denied" icon={<LockIcon />} />;
