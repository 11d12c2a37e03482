import { useMemo, useState } from 'react';
import { Button, CircularProgress, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Form, useDataProvider, useGetResourceLabel, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { EntityDeclaration } from '../../../schema/registry';
import { FormDialog } from '../../common/FormDialog';
import { StaleNotice } from '../../common/StaleNotice';
import { useFocusAfterSubmit } from '../../common/useFocusAfterSubmit';
import { FormEditWatch, useDiscardingClose } from '../../common/useFormEdited';
import { catchStale, useVersionedRecord } from '../../common/useVersionedRecord';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';
import { messageOf } from '../../providers/serverErrors';
import { FieldInputs } from './fieldInputs';
import { registryResolver, toPayload } from './formValues';

interface SaveError {
  message?: string;
  body?: { errors?: Record<string, unknown> };
}

export interface RegistryDialogFormProps {
  entity: EntityDeclaration;
  /** The row to edit; absent: a new one. */
  record?: RaRecord;
  onClose: () => void;
}

/**
 * Create and edit in one persistent dialog: a backdrop click never closes it, Escape and Cancel
 * only while nothing is being saved, and after asking when a field was changed. Saving is
 * pessimistic: a 422 (or a 409 naming a field: the name is taken) puts its messages on the inputs
 * and the focus on the first, any refusal shows the server's message and keeps what was typed; a
 * success shows the server's message, reloads the list and closes. A save refused because someone
 * changed the row since it was opened, or a live change by someone else, says who and when, and
 * offers to reload the row.
 */
export const RegistryDialogForm = ({ entity, record, onClose }: RegistryDialogFormProps) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const [saving, setSaving] = useState(false);
  const { button: saveButton, focusField } = useFocusAfterSubmit(saving);
  // The row as last read: Reload replaces it, and the form starts again from it.
  const { record: current, stale, onStale, reload } = useVersionedRecord(entity.resource, record);
  const resolver = useMemo(() => registryResolver(entity), [entity]);
  const titleId = `${entity.resource}-dialog-title`;
  const title = translate(record ? 'app.registry.edit_title' : 'app.registry.create_title', {
    name: getResourceLabel(entity.resource, 1),
  });

  const save = async (values: FieldValues) => {
    if (saving) return;
    setSaving(true);
    try {
      const data = toPayload(entity, values);
      const result = await catchStale(
        () =>
          current
            ? dataProvider.update(entity.resource, { id: current.id, data, previousData: current })
            : dataProvider.create(entity.resource, { data }),
        onStale,
      );
      setSaving(false);
      if (!result) return;
      notify(result.meta?.message ?? (record ? 'ra.notification.updated' : 'ra.notification.created'), {
        type: 'success',
        messageArgs: { smart_count: 1 },
      });
      refresh();
      onClose();
    } catch (caught) {
      setSaving(false);
      const error = caught as SaveError;
      // A 422 or a 409 naming a field: react-admin's Form puts { field: message } on the inputs and shows the message.
      if (error?.body?.errors) {
        focusField(Object.keys(error.body.errors).find((name) => name !== 'root'));
        return error.body.errors;
      }
      notify(messageOf(error), { type: 'error' });
    }
  };

  const { close, onFormState } = useDiscardingClose(onClose, { busy: saving });

  return (
    <FormDialog maxWidth={500} aria-labelledby={titleId} onClose={close}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Form key={String(current?.updated_at ?? '')} record={current} resolver={resolver} onSubmit={save} noValidate>
        <FormEditWatch onChange={onFormState} />
        <DialogContent dividers>
          {stale && <StaleNotice change={stale} onReload={() => void reload()} />}
          {current && <LiveRecordNotice resource={entity.resource} id={current.id} onReload={reload} changeTold={!!stale} />}
          <FieldInputs entity={entity} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            ref={saveButton}
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
          >
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
    </FormDialog>
  );
};
