import { useRecordContext } from 'react-admin';
import { StatusSwitch } from '../../common/StatusSwitch';
import { productApi } from './productApi';
import type { ProductRecord } from './productTypes';

/** The Status column: sent at once, the server's message shown as a success. */
export const ProductStatusSwitch = () => {
  const product = useRecordContext<ProductRecord>();
  if (!product) return null;
  return (
    <StatusSwitch
      resource="products"
      status={product.status}
      name={product.name}
      send={(status) => productApi.updateStatus(String(product.id), status)}
    />
  );
};
