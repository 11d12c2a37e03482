import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { type OrderChoiceField, useOrderChoice } from '../../common/useOrderChoice';
import { DetailCard } from '../../common/DetailCard';
import { DetailTable } from '../../common/DetailTable';
import type { OrderStatusChange } from './orderTypes';

const heading = (field: string) => `resources.orders.detail.change.${field}`;
const HEADINGS = ['created_at', 'changed_by', 'status', 'payment_status'].map(heading);

/** The name of who made a change; another's, hidden from a seller or buyer, or a deleted account's, in words. */
const whoChanged = (change: OrderStatusChange, translate: (key: string) => string) =>
  change.changed_by_hidden ? translate(heading('someone_else')) : (change.changed_by_name ?? translate(heading('unknown_user')));

/** 'Status History': who changed the status and payment status, when, from what to what. */
export const OrderHistoryCard = ({ history }: { history: OrderStatusChange[] }) => {
  const translate = useTranslate();
  const { dateTime } = useLocaleFormat();
  const choice = useOrderChoice();
  const fromTo = (field: OrderChoiceField, from: string, to: string) =>
    translate(heading('from_to'), { from: choice(field, from), to: choice(field, to) });
  const rows = history.map((change) => ({
    key: change.id,
    cells: [
      dateTime(change.created_at),
      whoChanged(change, translate),
      fromTo('status', change.from_status, change.to_status),
      fromTo('payment_status', change.from_payment_status, change.to_payment_status),
    ],
  }));
  return (
    <DetailCard title="resources.orders.detail.history">
      {rows.length ? (
        <DetailTable headings={HEADINGS} rows={rows} />
      ) : (
        <Typography color="text.secondary">{translate('resources.orders.detail.no_history')}</Typography>
      )}
    </DetailCard>
  );
};
