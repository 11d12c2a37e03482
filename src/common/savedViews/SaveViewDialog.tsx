import { BooleanInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { viewName, type SavedView } from '../../../schema/view';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import { useSaveChange } from '../useServerAction';
import { fieldRule } from '../schemaRules';
import { useSignedInUser } from '../useSignedInUser';
import { useReloadSavedViews } from './useSavedViews';
import { useViewColumns } from './useViewColumns';
import { ViewFormDialog } from './ViewFormDialog';
import { viewParamsOf } from './viewParams';

const nameRule = fieldRule(viewName, { required: true });

interface Values {
  name: string;
  share_role: boolean;
  by_link: boolean;
}

/**
 * Saves what the list shows now under a name (or, with `view`, renames one's own view and changes
 * whom it is shared with): shared with the caller's role, and open to anyone with its link.
 * Escape and Cancel ask before dropping what was changed.
 */
export const SaveViewDialog = ({ view, onClose }: { view?: SavedView; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useMandiDataProvider();
  const list = useListContext();
  const { roleId } = useSignedInUser();
  const columns = useViewColumns();
  // A refusal (a name one already has) goes under its field.
  const change = useSaveChange(useReloadSavedViews(list.resource));
  const shared = Boolean(view?.shared_role_id);

  const save = async ({ name, share_role, by_link }: Values) => {
    // Sharing is sent only when it changes: a view staff shared with another role keeps that role.
    const sharing = share_role === shared ? {} : { shared_role_id: share_role ? (roleId ?? null) : null };
    const saved = await change(() =>
      view
        ? dataProvider.viewUpdate(view.id, { name, by_link, ...sharing })
        : dataProvider.viewCreate({ resource: list.resource, name, params: viewParamsOf(list, columns.shown()), by_link, ...sharing }),
    );
    if (saved) onClose();
  };

  const defaultValues: Values = { name: view?.name ?? '', share_role: shared, by_link: view?.by_link ?? false };
  return (
    <ViewFormDialog
      title={translate(view ? 'app.saved_views.edit_title' : 'app.saved_views.save_title')}
      defaultValues={defaultValues}
      onClose={onClose}
      onSubmit={save}
    >
      <TextInput source="name" label="app.saved_views.name" validate={nameRule} fullWidth autoFocus />
      <BooleanInput source="share_role" label="app.saved_views.share_role" helperText={false} />
      <BooleanInput source="by_link" label="app.saved_views.share_link" helperText={false} />
    </ViewFormDialog>
  );
};
