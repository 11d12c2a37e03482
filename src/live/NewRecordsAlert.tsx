import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Subject } from '../../schema/permissions';
import { useNewRecords } from './useNewRecords';

interface NewRecordsAlertProps {
  /** Whose new records it counts; app.live.new.<subject> says how many. */
  subject: Subject;
  /** Reads the screen's data again. */
  onRefresh: () => void;
}

/** "3 new orders — Show": says how many records others added and shows them on request. */
export const NewRecordsAlert = ({ subject, onRefresh }: NewRecordsAlertProps) => {
  const translate = useTranslate();
  const { count, clear } = useNewRecords(subject);
  if (!count) return null;
  const show = () => {
    clear();
    onRefresh();
  };
  return (
    <Alert
      severity="info"
      role="status"
      aria-label={translate('app.live.new_records')}
      action={
        <Button color="inherit" size="small" onClick={show}>
          {translate('app.live.show')}
        </Button>
      }
    >
      {translate(`app.live.new.${subject}`, { smart_count: count })}
    </Alert>
  );
};
