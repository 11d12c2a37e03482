import { useCanAccess } from 'react-admin';
import { ProductList } from './ProductList';

/** A seller's 'Products', embedded on its user and profile pages. */
export const UserProductList = ({ userId }: { userId: string }) => {
  const { canAccess } = useCanAccess({ resource: 'products', action: 'list' });
  if (!canAccess) return null;
  return <ProductList userId={userId} />;
};
