import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useCanAccess, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

/** Opens the row in the edit dialog, for users who may edit. */
export const EditRowButton = ({ onEdit }: { onEdit: (record: RaRecord) => void }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  if (!record || !canAccess) return null;
  return (
    <Tooltip title={translate('ra.action.edit')}>
      <IconButton aria-label={translate('ra.action.edit')} color="primary" size="small" onClick={() => onEdit(record)}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
