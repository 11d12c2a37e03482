import { IconButton, Stack, Tooltip } from '@mui/material';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { LinkBase, useRecordContext, useTranslate } from 'react-admin';
import { RowEditLink } from '../../common/RowEditLink';
import { DeleteLabourButton } from './DeleteLabourButton';
import type { LabourRecord } from './labourTypes';

/** Edit, to the listing's edit screen, where allowed; in a phone line's menu it is the Edit item. */
export const EditLabourButton = () => <RowEditLink<LabourRecord> resource="labour" to={(labour) => `/labor/edit/${labour.id}`} />;

/** The Actions column: view, edit and delete, each where allowed. */
export const LabourRowActions = () => {
  const labour = useRecordContext<LabourRecord>();
  const translate = useTranslate();
  if (!labour) return null;
  const view = translate('resources.labour.list.view');
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={view}>
        <IconButton component={LinkBase} to={`/labor/view/${labour.id}`} aria-label={view} size="small" color="primary">
          <ViewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <EditLabourButton />
      <DeleteLabourButton />
    </Stack>
  );
};
