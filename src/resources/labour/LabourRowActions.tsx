import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { LinkBase, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { DeleteLabourButton } from './DeleteLabourButton';
import type { LabourRecord } from './labourTypes';

/** The Actions column: view, edit and delete, each where allowed. */
export const LabourRowActions = () => {
  const labour = useRecordContext<LabourRecord>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'labour', action: 'edit' });
  if (!labour) return null;
  const links = [
    { key: 'view', to: `/labor/view/${labour.id}`, icon: <ViewIcon fontSize="small" />, shown: true },
    { key: 'edit', to: `/labor/edit/${labour.id}`, icon: <EditIcon fontSize="small" />, shown: canEdit },
  ];
  return (
    <Stack direction="row" spacing={0.5}>
      {links
        .filter((link) => link.shown)
        .map((link) => {
          const text = translate(`resources.labour.list.${link.key}`);
          return (
            <Tooltip key={link.key} title={text}>
              <IconButton
                component={LinkBase}
                to={link.to}
                aria-label={text}
                size="small"
                color={link.key === 'view' ? 'primary' : 'default'}
              >
                {link.icon}
              </IconButton>
            </Tooltip>
          );
        })}
      <DeleteLabourButton />
    </Stack>
  );
};
