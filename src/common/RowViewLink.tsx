import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslate } from 'react-admin';
import { RowActionButton } from './RowActionButton';

/** A row's View, a link to the record's page `to` (label under resources.<resource>.list.view). */
export const RowViewLink = ({ resource, to }: { resource: string; to: string }) => {
  const translate = useTranslate();
  return (
    <RowActionButton label={translate(`resources.${resource}.list.view`)} icon={<ViewIcon fontSize="small" />} to={to} color="primary" />
  );
};
