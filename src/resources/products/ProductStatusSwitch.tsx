import { useRecordContext } from 'react-admin';
import { StatusSwitch } from '../../common/StatusSwitch';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { ProductRecord } from './productTypes';

/** The Status column: sent at once, the server's message shown as a success. */
export const ProductStatusSwitch = () => {
  const product = useRecordContext<ProductRecord>();
  const dataProvider = useMandiDataProvider();
  if (!product) return null;
  return (
    <StatusSwitch
      resource="products"
      status={product.status}
      name={product.name}
      send={async (status) => (await dataProvider.productUpdateStatus(String(product.id), status)).message}
    />
  );
};
