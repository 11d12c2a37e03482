import type { StaleChange } from '../../../schema/version';
import { chosenFileOf } from '../../common/images';
import { useHeldBackNotice } from '../../common/useHeldBackNotice';
import { useSaveRecord } from '../../common/useSaveRecord';
import { toProductPayload, type ProductFormValues } from './productFormValues';
import type { ProductRecord } from './productTypes';

// The images' messages (product_images[i][image_file]) show under the images input, by file.
const aliasOf = (field: string) => (field.startsWith('product_images') ? 'new_images' : undefined);
const fileOf = (field: string, values: ProductFormValues) => chosenFileOf(field, 'product_images', values.new_images);

/** Saves the product form: the server's message and back to the list, or the errors on the form. */
export const useSaveProduct = (record: ProductRecord | undefined, onStale: (change: StaleChange) => void) =>
  useSaveRecord<ProductFormValues>({
    resource: 'products',
    record,
    onStale,
    listPath: '/products',
    toPayload: toProductPayload,
    aliasOf,
    fileOf,
    warningOf: useHeldBackNotice(),
  });
