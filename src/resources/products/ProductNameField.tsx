import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ProductAvatar } from './ProductAvatar';
import type { ProductRecord } from './productTypes';

/** The Name column: the first image of the product, or its initials, and the name. */
export const ProductNameField = () => {
  const product = useRecordContext<ProductRecord>();
  if (!product) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ProductAvatar product={product} />
      <Typography variant="body2">{product.name}</Typography>
    </Stack>
  );
};
