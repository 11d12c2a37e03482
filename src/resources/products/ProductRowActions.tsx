import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { RowEditLink } from '../../common/RowEditLink';
import { RowViewLink } from '../../common/RowViewLink';
import { DeleteProductButton } from './DeleteProductButton';
import type { ProductRecord } from './productTypes';

/** Edit, to the product's edit screen, where allowed; in a phone line's menu it is the Edit item. */
export const EditProductButton = () => <RowEditLink<ProductRecord> resource="products" to={(product) => `/product/edit/${product.id}`} />;

/** The Actions column: view, edit and delete, each where allowed. */
export const ProductRowActions = () => {
  const product = useRecordContext<ProductRecord>();
  if (!product) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <RowViewLink resource="products" to={`/product/${product.id}`} />
      <EditProductButton />
      <DeleteProductButton />
    </Stack>
  );
};
