import { useRecordContext } from 'react-admin';
import { FeedbackAvatar } from './FeedbackAvatar';
import type { FeedbackRecord } from './feedbackTypes';
import { NameCell } from './NameCell';
import { useMayOpenProduct } from './useMayOpenProduct';

/** Product name: the product's first image or initials, and name. */
export const ProductCell = () => {
  const row = useRecordContext<FeedbackRecord>();
  const mayOpenProduct = useMayOpenProduct();
  if (!row?.product) return null;
  return (
    <NameCell
      avatar={<FeedbackAvatar row={row} byProduct />}
      name={row.product.name}
      link={{ resource: 'products', to: `/product/${row.product.id}` }}
      mayOpen={mayOpenProduct(row.product)}
    />
  );
};
