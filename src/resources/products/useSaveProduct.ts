import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import { setServerErrors } from '../users/serverErrors';
import { toProductPayload, type ProductFormValues } from './productFormValues';
import type { ProductRecord } from './productTypes';

/**
 * Creates or updates once the form's rules pass. Success shows the server's message and goes back
 * to the list (spec 4); a 422 puts each message on its field (product_images[i][image_file] on the
 * images), other failures show as an error notification.
 */
export const useSaveProduct = (record?: ProductRecord) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const { setError } = useFormContext();
  return useCallback(
    async (values: ProductFormValues) => {
      const data = toProductPayload(values);
      try {
        const result = record
          ? await dataProvider.update<ProductRecord>('products', { id: record.id, data, previousData: record })
          : await dataProvider.create<ProductRecord>('products', { data });
        notify(String(result.meta?.message ?? 'ra.notification.updated'), { type: 'success', messageArgs: { smart_count: 1 } });
        redirect('/products');
      } catch (error) {
        const aliases: Record<string, string> = { product_images: 'new_images' };
        const fields = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors ?? {};
        for (const key of Object.keys(fields)) if (key.startsWith('product_images')) aliases[key] = 'new_images';
        setServerErrors(error, setError, aliases);
      }
    },
    [dataProvider, notify, record, redirect, setError],
  );
};
