import type { ReactNode } from 'react';
import { Chip, IconButton, ListItem, ListItemButton, ListItemText, Stack, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslate } from 'react-admin';
import type { SavedView } from '../../../schema/view';

interface SavedViewItemProps {
  view: SavedView;
  onApply: () => void;
  onCopyLink: () => void;
  /** Rename and delete: only on one's own views. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One view in the menu: applying it is the row; its link, and for one's own rename and delete, beside it. */
export const SavedViewItem = ({ view, onApply, onCopyLink, onEdit, onDelete }: SavedViewItemProps) => {
  const translate = useTranslate();
  const action = (key: string, icon: ReactNode, onClick: () => void, color?: 'error') => {
    const label = translate(`app.saved_views.${key}`, { name: view.name });
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} size="small" color={color} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  };
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <Stack direction="row">
          {action('copy_link', <LinkIcon fontSize="small" />, onCopyLink)}
          {onEdit && action('edit', <EditIcon fontSize="small" />, onEdit)}
          {onDelete && action('delete', <DeleteIcon fontSize="small" />, onDelete, 'error')}
        </Stack>
      }
      // The row's button leaves room for the icons beside it (MUI's own room is for one icon).
      sx={{ '& > .MuiListItemButton-root': { pr: onEdit ? 15 : 6 } }}
    >
      <ListItemButton onClick={onApply}>
        <ListItemText
          // A long name without spaces wraps rather than running under the icons.
          sx={{ overflowWrap: 'anywhere' }}
          primary={
            <>
              {view.name}
              {view.is_default && <Chip label={translate('app.saved_views.default_mark')} size="small" color="primary" sx={{ ml: 1 }} />}
            </>
          }
          secondary={[
            view.is_default && translate('app.saved_views.default_hint'),
            !view.mine && translate('app.saved_views.shared_by', { name: view.owner.name }),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      </ListItemButton>
    </ListItem>
  );
};
