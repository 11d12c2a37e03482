import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InfoRow } from '../../common/InfoRow';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { DetailCard } from '../../common/DetailCard';
import type { OrderSums } from './orderTypes';

const label = (field: string) => `resources.orders.detail.summary.${field}`;

/**
 * What the lines shown add up to: 'Order Total' for the whole order, or 'Your Share' for a
 * seller, who sees only its own lines of the order.
 */
export const OrderSummaryCard = ({ summary, share }: { summary: OrderSums; share: boolean }) => {
  const translate = useTranslate();
  const { money, number } = useLocaleFormat();
  return (
    <DetailCard title={label(share ? 'your_share' : 'order_total')}>
      {share && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(label('share_note'))}
        </Typography>
      )}
      <InfoRow label={translate(label('lines'))}>{number(summary.lines)}</InfoRow>
      <InfoRow label={translate(label('taxable_amount'))}>{money(summary.taxable_amount)}</InfoRow>
      <InfoRow label={translate(label('tax_amount'))}>{money(summary.tax_amount)}</InfoRow>
      <InfoRow label={translate(label('total_amount'))}>{money(summary.total_amount)}</InfoRow>
    </DetailCard>
  );
};
