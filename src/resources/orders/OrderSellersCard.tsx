import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { DetailCard } from '../../common/DetailCard';
import { DetailTable } from '../../common/DetailTable';
import type { OrderSellerSums } from './orderTypes';

const heading = (field: string) => `resources.orders.detail.sellers.${field}`;
const HEADINGS = ['seller', 'lines', 'taxable_amount', 'tax_amount', 'total_amount'].map(heading);

/** 'By Seller': each seller's lines of the order and what they add up to. */
export const OrderSellersCard = ({ sellers }: { sellers: OrderSellerSums[] }) => {
  const translate = useTranslate();
  const { money, number } = useLocaleFormat();
  const rows = sellers.map((s) => ({
    // Lines recorded without a seller make one group with no id.
    key: s.seller.uuid ?? 'none',
    cells: [
      s.seller.name ?? translate(heading('unknown')),
      number(s.lines),
      money(s.taxable_amount),
      money(s.tax_amount),
      money(s.total_amount),
    ],
  }));
  return (
    <DetailCard title={heading('title')}>
      <DetailTable headings={HEADINGS} rows={rows} numeric={[1, 2, 3, 4]} />
    </DetailCard>
  );
};
