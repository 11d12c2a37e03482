import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { messageOf } from './serverErrors';

/** What a user page shows while its user loads, or when it cannot be loaded (403, 404). */
export const UserPageState = ({ isPending, error }: { isPending: boolean; error: unknown }) => {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('resources.users.detail.load_error', { message: messageOf(error) })}
      </Alert>
    );
  }
  return isPending ? <LinearProgress sx={{ mt: 2 }} /> : null;
};
