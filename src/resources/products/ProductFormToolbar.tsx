import type { MouseEvent } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { useRedirect, useTranslate } from 'react-admin';
import type { ProductFormValues } from './productFormValues';
import type { ProductRecord } from './productTypes';
import { useSaveProduct } from './useSaveProduct';

/** Close (back to the list) and Save or Update, blocked while saving. */
export const ProductFormToolbar = ({ record }: { record?: ProductRecord }) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { handleSubmit } = useFormContext<ProductFormValues>();
  const { isSubmitting } = useFormState();
  const save = useSaveProduct(record);
  const submit = (event: MouseEvent) => {
    event.preventDefault();
    void handleSubmit(save)();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
      <Button onClick={() => redirect('/products')} disabled={isSubmitting}>
        {translate('resources.products.form.close')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        onClick={submit}
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(record ? 'resources.products.form.update' : 'resources.products.form.save')}
      </Button>
    </Stack>
  );
};
