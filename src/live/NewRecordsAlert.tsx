import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Subject } from '../../schema/permissions';
import { useNewRecords, type ShownBy } from './useNewRecords';

interface NewRecordsAlertProps {
  /** Whose new records it counts; app.live.new.<subject> says how many. */
  subject: Subject;
  /** The screen's queries: Show reads them again, and any read of them ends the count. */
  shownBy: ShownBy;
}

/** "3 new orders — Show": says how many records others added and shows them on request. */
export const NewRecordsAlert = ({ subject, shownBy }: NewRecordsAlertProps) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const count = useNewRecords(subject, shownBy);
  if (!count) return null;
  return (
    <Alert
      severity="info"
      role="status"
      aria-label={translate('app.live.new_records')}
      action={
        <Button color="inherit" size="small" onClick={() => void queryClient.invalidateQueries({ predicate: shownBy })}>
          {translate('app.live.show')}
        </Button>
      }
    >
      {translate(`app.live.new.${subject}`, { smart_count: count })}
    </Alert>
  );
};
