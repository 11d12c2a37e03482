import { useState } from 'react';
import { CircularProgress, Divider, List, ListItem, ListItemButton, ListItemText, ListSubheader, Popover, Typography } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../../schema/view';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import { useSignedInUser } from '../useSignedInUser';
import { DefaultViewDialog } from './DefaultViewDialog';
import { SavedViewItem } from './SavedViewItem';
import { SaveViewDialog } from './SaveViewDialog';
import { useApplyView } from './useApplyView';
import type { OpenedWith } from './useOpenedWith';
import { useReloadSavedViews, useSavedViews } from './useSavedViews';
import { useViewLink } from './useViewLink';
import { useViewOnOpen } from './useViewOnOpen';
import { ViewLinkDialog } from './ViewLinkDialog';
import { DestructiveConfirm } from '../DestructiveConfirm';

type Dialog =
  | { kind: 'save' }
  | { kind: 'edit'; view: SavedView }
  | { kind: 'delete'; view: SavedView }
  | { kind: 'link'; view: SavedView }
  | { kind: 'default' }
  | null;

/**
 * The list's saved views in its toolbar: one's own and those shared with one's role (the role's
 * default marked) to apply, save what the list shows now, rename, delete and copy a view's link,
 * and for staff, the default view of a role. `opened` is how the screen's address looked at first
 * (useOpenedWith): a view's link, or no filters and the role's default.
 */
export const SavedViewsButton = ({ opened }: { opened: OpenedWith }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useMandiDataProvider();
  const { resource } = useListContext();
  const { isStaff } = useSignedInUser();
  const { data: views, isPending, error, refetch } = useSavedViews(resource);
  const reload = useReloadSavedViews(resource);
  const apply = useApplyView();
  const linkOf = useViewLink();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState(false);
  useViewOnOpen(resource, opened, views, apply);

  const close = () => setAnchor(null);
  const open = (next: Dialog) => {
    close();
    setDialog(next);
  };
  const copyLink = async (view: SavedView) => {
    close();
    try {
      await navigator.clipboard.writeText(linkOf(view.id));
      notify('app.saved_views.link_copied', { type: 'info' });
    } catch {
      // No clipboard (not a secure context) or a refusal: the link is shown to copy by hand.
      setDialog({ kind: 'link', view });
    }
  };
  const remove = async (view: SavedView) => {
    setDeleting(true);
    try {
      const { message } = await dataProvider.viewDelete(view.id);
      if (message !== undefined) notify(message, { type: 'success' });
      await reload();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
    setDeleting(false);
    setDialog(null);
  };

  const item = (view: SavedView) => (
    <SavedViewItem
      key={view.id}
      view={view}
      onApply={() => {
        close();
        apply(view);
      }}
      onCopyLink={() => void copyLink(view)}
      {...(view.mine && { onEdit: () => open({ kind: 'edit', view }), onDelete: () => open({ kind: 'delete', view }) })}
    />
  );
  const mine = views?.filter((view) => view.mine) ?? [];
  const shared = views?.filter((view) => !view.mine) ?? [];

  return (
    <>
      <Button label="app.saved_views.button" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="true">
        <BookmarksIcon />
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '100vw' } } }}
      >
        <List dense aria-label={translate('app.saved_views.button')}>
          <ListSubheader>{translate('app.saved_views.mine')}</ListSubheader>
          {mine.map(item)}
          {shared.length > 0 && <ListSubheader>{translate('app.saved_views.shared')}</ListSubheader>}
          {shared.map(item)}
          {isPending && (
            <ListItem role="status">
              <CircularProgress size={16} sx={{ mr: 1 }} />
              <ListItemText secondary={translate('app.saved_views.loading')} />
            </ListItem>
          )}
          {error && (
            <ListItem role="alert" secondaryAction={<Button label="app.saved_views.retry" onClick={() => void refetch()} />}>
              <ListItemText secondary={translate('app.saved_views.load_error', { message: messageOf(error) })} />
            </ListItem>
          )}
          {views?.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              {translate('app.saved_views.none')}
            </Typography>
          )}
          <Divider sx={{ my: 0.5 }} />
          <ListItemButton onClick={() => open({ kind: 'save' })}>
            <ListItemText primary={translate('app.saved_views.save_current')} />
          </ListItemButton>
          {isStaff && (
            <ListItemButton onClick={() => open({ kind: 'default' })}>
              <ListItemText primary={translate('app.saved_views.make_default')} />
            </ListItemButton>
          )}
        </List>
      </Popover>
      {(dialog?.kind === 'save' || dialog?.kind === 'edit') && (
        <SaveViewDialog view={dialog.kind === 'edit' ? dialog.view : undefined} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'link' && <ViewLinkDialog name={dialog.view.name} link={linkOf(dialog.view.id)} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'default' && <DefaultViewDialog resource={resource} views={views ?? []} onClose={() => setDialog(null)} />}
      <DestructiveConfirm
        isOpen={dialog?.kind === 'delete'}
        title={translate('app.saved_views.delete_title', { name: dialog?.kind === 'delete' ? dialog.view.name : '' })}
        content="app.saved_views.delete_content"
        confirm="app.saved_views.delete_confirm"
        loading={deleting}
        onConfirm={() => dialog?.kind === 'delete' && !deleting && void remove(dialog.view)}
        onClose={() => setDialog(null)}
      />
    </>
  );
};
