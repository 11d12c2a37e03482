import { Avatar } from '@mui/material';
import { initials } from '../../common/initials';
import type { ProductRecord } from './productTypes';

/** The product's first image, or the initials of its name. */
export const ProductAvatar = ({ product }: { product: Pick<ProductRecord, 'name' | 'product_images'> }) => (
  <Avatar
    src={product.product_images?.[0]?.image_url || undefined}
    alt={product.name}
    variant="rounded"
    sx={{ width: 36, height: 36, fontSize: 14 }}
  >
    {initials(product.name)}
  </Avatar>
);
