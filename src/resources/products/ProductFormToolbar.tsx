import type { StaleChange } from '../../../schema/version';
import { FormToolbar } from '../../common/FormToolbar';
import type { ProductFormValues } from './productFormValues';
import type { ProductRecord } from './productTypes';
import { useSaveProduct } from './useSaveProduct';

interface ProductFormToolbarProps {
  record?: ProductRecord;
  onStale: (change: StaleChange) => void;
}

/** Close (back to the list) and Save or Update, blocked while saving. */
export const ProductFormToolbar = ({ record, onStale }: ProductFormToolbarProps) => (
  <FormToolbar<ProductFormValues>
    closeTo="/products"
    closeLabel="resources.products.form.close"
    submitLabel={record ? 'resources.products.form.update' : 'resources.products.form.save'}
    onSubmit={useSaveProduct(record, onStale)}
  />
);
