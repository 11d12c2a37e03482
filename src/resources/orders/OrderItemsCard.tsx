import { useLocaleFormat } from '../../common/useLocaleFormat';
import { DetailCard } from '../../common/DetailCard';
import { DetailTable } from '../../common/DetailTable';
import { OrderLineTax } from './OrderLineTax';
import type { OrderItem } from './orderTypes';

const heading = (field: string) => `resources.orders.detail.item.${field}`;
const HEADINGS = ['product_name', 'quantity', 'unit_price', 'discount_amount', 'taxable_amount', 'tax_amount', 'total_price'].map(heading);

/** 'Items': the products as they were sold (the snapshot prices and GST, not today's). */
export const OrderItemsCard = ({ items }: { items: OrderItem[] }) => {
  const { money: amount } = useLocaleFormat();
  const rows = items.map((item) => ({
    key: item.id,
    cells: [
      item.product_name,
      item.quantity,
      amount(item.unit_price),
      amount(item.discount_amount),
      amount(item.taxable_amount),
      <OrderLineTax item={item} />,
      amount(item.total_price),
    ],
  }));
  return (
    <DetailCard title="resources.orders.detail.items">
      <DetailTable headings={HEADINGS} rows={rows} numeric={[1, 2, 3, 4, 5, 6]} />
    </DetailCard>
  );
};
