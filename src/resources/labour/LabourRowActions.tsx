import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { RowEditLink } from '../../common/RowEditLink';
import { RowViewLink } from '../../common/RowViewLink';
import { DeleteLabourButton } from './DeleteLabourButton';
import type { LabourRecord } from './labourTypes';

/** Edit, to the listing's edit screen, where allowed; in a phone line's menu it is the Edit item. */
export const EditLabourButton = () => <RowEditLink<LabourRecord> resource="labour" to={(labour) => `/labor/edit/${labour.id}`} />;

/** The Actions column: view, edit and delete, each where allowed. */
export const LabourRowActions = () => {
  const labour = useRecordContext<LabourRecord>();
  if (!labour) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <RowViewLink resource="labour" to={`/labor/view/${labour.id}`} />
      <EditLabourButton />
      <DeleteLabourButton />
    </Stack>
  );
};
