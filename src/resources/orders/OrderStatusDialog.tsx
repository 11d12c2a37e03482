import { Alert, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Form, SelectInput, useTranslate } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { StaleNotice } from '../../common/StaleNotice';
import { SubmitButton } from '../../common/SubmitButton';
import { FormEditWatch, useDiscardingClose } from '../../common/useFormEdited';
import { useVersionedRecord } from '../../common/useVersionedRecord';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';
import { paymentStatusChoices, statusChoices, statusRules } from './choices';
import type { OrderRecord } from './orderTypes';
import { useUpdateOrderStatus, type StatusValues } from './useUpdateOrderStatus';

/** What cancelling does, said while Cancel is chosen for an order not cancelled yet. */
const CancelNote = ({ from }: { from: string }) => {
  const translate = useTranslate();
  const status = useWatch({ name: 'status' });
  if (status !== 'Cancel' || from === 'Cancel') return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {translate('resources.orders.status_dialog.cancel_note')}
    </Alert>
  );
};

/**
 * The status-update dialog: persistent as every form dialog is (a click outside does not close
 * it; Escape and Close do, after asking when a status was chosen, and not while it saves), max
 * width 500. A successful save closes it, and so does Save with
 * nothing changed, without a call. Someone else's change, heard live or from a refused save, says
 * who and when; Reload reads the order again and starts the form from it.
 */
export const OrderStatusDialog = ({ order: read, onClose }: { order: OrderRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const { record, stale, onStale, reload } = useVersionedRecord('orders', read);
  const order = record ?? read;
  const update = useUpdateOrderStatus(order, onStale);
  const { close, busy, onFormState } = useDiscardingClose(onClose);
  const titleId = `order-status-${order.id}`;
  const save = async (values: StatusValues) => {
    // Saved unchanged, it would only add a history row of a change nobody made.
    if (values.status === order.status && values.payment_status === order.payment_status) return onClose();
    if (await update(values)) onClose();
  };
  return (
    <FormDialog maxWidth={500} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('resources.orders.status_dialog.title')}: {order.slug}
      </DialogTitle>
      <Form key={String(order.updated_at ?? '')} record={{ status: order.status, payment_status: order.payment_status }}>
        <FormEditWatch onChange={onFormState} />
        <DialogContent>
          {stale && <StaleNotice change={stale} onReload={() => void reload()} />}
          <LiveRecordNotice resource="orders" id={order.id} onReload={reload} changeTold={!!stale} />
          <SelectInput
            source="status"
            label="resources.orders.fields.status"
            choices={statusChoices}
            validate={statusRules.status}
            fullWidth
          />
          <CancelNote from={order.status} />
          <SelectInput
            source="payment_status"
            label="resources.orders.fields.payment_status"
            choices={paymentStatusChoices}
            validate={statusRules.payment_status}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('resources.orders.status_dialog.close')}
          </Button>
          <SubmitButton<StatusValues> onSubmit={save}>{translate('resources.orders.status_dialog.save')}</SubmitButton>
        </DialogActions>
      </Form>
    </FormDialog>
  );
};
