import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { LinkBase, useCanAccess, useNavigate, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useInLineMenu, useLineAction } from './LineActions';

/**
 * A row's Edit, a link to the record's edit screen `to(record)` (label under
 * resources.<resource>.list.edit), shown only with the resource's edit permission. In a phone
 * line's menu it is the Edit item, going to the same screen.
 */
export const RowEditLink = <RecordType extends RaRecord>({ resource, to }: { resource: string; to: (record: RecordType) => string }) => {
  const record = useRecordContext<RecordType>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const inMenu = useInLineMenu();
  const label = translate(`resources.${resource}.list.edit`);
  useLineAction(inMenu && canAccess && record ? { label, icon: <EditIcon />, onSelect: () => navigate(to(record)) } : null);
  if (!record || !canAccess || inMenu) return null;
  return (
    <Tooltip title={label}>
      <IconButton component={LinkBase} to={to(record)} aria-label={label} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
