import { NameAvatar } from '../../common/NameAvatar';
import type { ProductRecord } from './productTypes';

/** The product's first image, or the initials of its name, beside the name. */
export const ProductAvatar = ({ product }: { product: Pick<ProductRecord, 'name' | 'product_images'> }) => (
  <NameAvatar name={product.name} imageUrl={product.product_images?.[0]?.image_url} variant="rounded" />
);
