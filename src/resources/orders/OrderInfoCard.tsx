import { Stack } from '@mui/material';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { InfoRow } from '../../common/InfoRow';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { UserAvatar } from '../users/UserAvatar';
import { DetailCard } from './DetailCard';
import { EditStatusButton } from './EditStatusButton';
import { OrderStatusChip } from './OrderStatusChip';
import type { OrderDetail } from './orderTypes';
import { useCanUpdateStatus } from './useCanUpdateStatus';

/** The customer: picture or initials and name, a link to the user's page for staff. */
const Customer = ({ user }: { user: OrderDetail['user'] }) => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'show' });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <UserAvatar name={user.name} imageUrl={user.image_url} size={28} />
      {canAccess && user.uuid ? <LinkBase to={`/user/${user.uuid}`}>{user.name}</LinkBase> : <span>{user.name}</span>}
    </Stack>
  );
};

/** 'Order Info': the order's fields and customer, with the status edit where allowed. */
export const OrderInfoCard = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const { money: amount, dateTime } = useLocaleFormat();
  const canUpdateStatus = useCanUpdateStatus();
  const label = (field: string) => translate(`resources.orders.fields.${field}`);
  return (
    <DetailCard title="resources.orders.detail.order_info" action={canUpdateStatus && <EditStatusButton order={order} />}>
      <InfoRow label={label('slug')}>{order.slug}</InfoRow>
      <InfoRow label={translate('resources.orders.detail.customer')}>
        <Customer user={order.user} />
      </InfoRow>
      <InfoRow label={label('status')}>
        <OrderStatusChip status={order.status} />
      </InfoRow>
      <InfoRow label={label('payment_type')}>{order.payment_type}</InfoRow>
      <InfoRow label={label('payment_status')}>
        {translate(`resources.orders.choices.payment_status.${order.payment_status}`, { _: order.payment_status })}
      </InfoRow>
      <InfoRow label={label('total_amount')}>{amount(order.total_amount)}</InfoRow>
      <InfoRow label={label('created_at')}>{dateTime(order.created_at)}</InfoRow>
    </DetailCard>
  );
};
