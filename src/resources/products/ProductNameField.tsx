import { Avatar, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { initials } from '../../common/initials';
import type { ProductRecord } from './productTypes';

/** The Name column: the first image of the product, or its initials, and the name. */
export const ProductNameField = () => {
  const product = useRecordContext<ProductRecord>();
  if (!product) return null;
  const image = product.product_images?.[0]?.image_url;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar src={image || undefined} alt={product.name} variant="rounded" sx={{ width: 36, height: 36, fontSize: 14 }}>
        {initials(product.name)}
      </Avatar>
      <Typography variant="body2">{product.name}</Typography>
    </Stack>
  );
};
