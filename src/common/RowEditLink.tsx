import EditIcon from '@mui/icons-material/EditOutlined';
import { useCanAccess, useNavigate, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useInLineMenu, useLineAction } from './LineActions';
import { RowActionButton } from './RowActionButton';

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
  return <RowActionButton label={label} icon={<EditIcon fontSize="small" />} to={to(record)} />;
};
