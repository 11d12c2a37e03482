import { SelectInput, useGetList, useTranslate } from 'react-admin';
import type { SavedView } from '../../../schema/view';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import { useSaveChange } from '../useServerAction';
import { useReloadSavedViews } from './useSavedViews';
import { ViewFormDialog } from './ViewFormDialog';

/** The select's value for "no default view" (the call sends null). */
const NONE = 'none';
const required = Object.assign((value: unknown) => (value ? undefined : 'ra.validation.required'), { isRequired: true });

/**
 * Staff pick the view a role's accounts open the list with, among the views they may use, or none.
 * Escape and Cancel ask before dropping a role or view chosen, as the other forms do.
 */
export const DefaultViewDialog = ({ resource, views, onClose }: { resource: string; views: SavedView[]; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useMandiDataProvider();
  // A refusal (a role that may not open the list) goes under its field.
  const change = useSaveChange(useReloadSavedViews(resource));
  const { data: roles = [], isPending } = useGetList(
    'roles',
    { pagination: { page: 1, perPage: -1 }, sort: { field: 'name', order: 'ASC' }, filter: {}, meta: { dropdown: true } },
    { staleTime: 5 * 60_000 },
  );
  const viewChoices = [{ id: NONE, name: translate('app.saved_views.no_default') }, ...views.map(({ id, name }) => ({ id, name }))];

  const save = async ({ role_id, view_id }: { role_id: string; view_id: string }) => {
    if (await change(() => dataProvider.viewDefault(resource, role_id, view_id === NONE ? null : view_id))) onClose();
  };

  return (
    <ViewFormDialog
      title={translate('app.saved_views.default_title')}
      defaultValues={{ role_id: '', view_id: NONE }}
      onClose={onClose}
      onSubmit={save}
    >
      <SelectInput
        source="role_id"
        label="app.saved_views.role"
        choices={roles}
        translateChoice={false}
        isPending={isPending}
        validate={required}
        fullWidth
      />
      <SelectInput
        source="view_id"
        label="app.saved_views.view"
        choices={viewChoices}
        translateChoice={false}
        validate={required}
        fullWidth
      />
    </ViewFormDialog>
  );
};
