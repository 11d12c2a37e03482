import EditIcon from '@mui/icons-material/Edit';
import { useCanAccess, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { RowActionButton } from '../../common/RowActionButton';

/** Opens the row in the edit dialog, for users who may edit. */
export const EditRowButton = ({ onEdit }: { onEdit: (record: RaRecord) => void }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('ra.action.edit')}
      icon={<EditIcon fontSize="small" />}
      color="primary"
      onClick={() => onEdit(record)}
    />
  );
};
