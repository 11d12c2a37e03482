import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { messageOf } from '../providers/serverErrors';

interface RecordPageStateProps {
  isPending: boolean;
  error: unknown;
  /** Whose resources.<resource>.detail.load_error text it shows. */
  resource: string;
}

/** What a record's page shows while the record loads, or when it cannot be loaded (403, 404). */
export const RecordPageState = ({ isPending, error, resource }: RecordPageStateProps) => {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate(`resources.${resource}.detail.load_error`, { message: messageOf(error) })}
      </Alert>
    );
  }
  return isPending ? <LinearProgress sx={{ mt: 2 }} /> : null;
};
