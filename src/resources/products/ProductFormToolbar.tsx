import { Button, Stack } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useRedirect, useTranslate } from 'react-admin';
import { SubmitButton } from '../../common/SubmitButton';
import type { ProductFormValues } from './productFormValues';
import type { ProductRecord } from './productTypes';
import { useSaveProduct } from './useSaveProduct';

/** Close (back to the list) and Save or Update, blocked while saving. */
export const ProductFormToolbar = ({ record }: { record?: ProductRecord }) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { isSubmitting } = useFormState();
  const save = useSaveProduct(record);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
      <Button onClick={() => redirect('/products')} disabled={isSubmitting}>
        {translate('resources.products.form.close')}
      </Button>
      <SubmitButton<ProductFormValues> onSubmit={save}>
        {translate(record ? 'resources.products.form.update' : 'resources.products.form.save')}
      </SubmitButton>
    </Stack>
  );
};
