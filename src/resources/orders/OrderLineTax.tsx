import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { OrderItem } from './orderTypes';

/** A line's GST: the amount, with the rate and whether the price included it underneath. */
export const OrderLineTax = ({ item }: { item: OrderItem }) => {
  const translate = useTranslate();
  const { money, number } = useLocaleFormat();
  const type = translate(`resources.products.choices.tax_type.${item.tax_type}`, { _: item.tax_type });
  return (
    <>
      {money(item.tax_amount)}
      <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {translate('resources.orders.detail.item.tax_rate', { rate: number(item.tax_percentage), type })}
      </Typography>
    </>
  );
};
