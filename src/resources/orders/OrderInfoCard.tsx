import { Stack, Typography } from '@mui/material';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { InfoRow } from '../../common/InfoRow';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { UserAvatar } from '../users/UserAvatar';
import { DetailCard } from '../../common/DetailCard';
import { EditStatusButton } from './EditStatusButton';
import { OrderStatusChip } from './OrderStatusChip';
import { isShareView, isStandIn, type OrderDetail } from './orderTypes';
import { useCanUpdateStatus } from './useCanUpdateStatus';
import { useOrderChoice } from '../../common/useOrderChoice';

/**
 * The customer: picture or initials and live name, a link to the user's page for staff, and the
 * name the order was placed under when the customer has been renamed since.
 */
const Customer = ({ user, orderedAs }: { user: OrderDetail['user']; orderedAs: string | null }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'show' });
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <UserAvatar name={user.name} imageUrl={user.image_url} size={28} />
      {canAccess && user.uuid ? <LinkBase to={`/user/${user.uuid}`}>{user.name}</LinkBase> : <span>{user.name}</span>}
      {orderedAs && (
        <Typography variant="body2" color="text.secondary" component="span">
          {translate('resources.orders.detail.ordered_as', { name: orderedAs })}
        </Typography>
      )}
    </Stack>
  );
};

/** 'Order Info': the order's fields and customer, with the status edit where allowed. */
export const OrderInfoCard = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const choice = useOrderChoice();
  const { money: amount, dateTime } = useLocaleFormat();
  const canUpdateStatus = useCanUpdateStatus();
  const label = (field: string) => translate(`resources.orders.fields.${field}`);
  return (
    <DetailCard title="resources.orders.detail.order_info" action={canUpdateStatus && <EditStatusButton order={order} />}>
      <InfoRow label={label('slug')}>{order.slug}</InfoRow>
      <InfoRow label={translate('resources.orders.detail.customer')}>
        <Customer user={order.user} orderedAs={order.ordered_as} />
      </InfoRow>
      <InfoRow label={label('status')}>
        <OrderStatusChip status={order.status} />
      </InfoRow>
      <InfoRow label={label('payment_type')}>{choice('payment_type', order.payment_type)}</InfoRow>
      <InfoRow label={label('payment_status')}>{choice('payment_status', order.payment_status)}</InfoRow>
      {/* A seller's amount is its share, and says so. */}
      {!isStandIn(order) && (
        <InfoRow label={isShareView(order) ? translate('resources.orders.detail.summary.your_share') : label('total_amount')}>
          {amount(order.total_amount)}
        </InfoRow>
      )}
      <InfoRow label={label('created_at')}>{dateTime(order.created_at)}</InfoRow>
    </DetailCard>
  );
};
