import type { MouseEvent } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** The full-width submit of a public account form: validates, sends, and shows progress while it waits. */
export const FormSubmitButton = <T extends FieldValues>({ label, onValid }: { label: string; onValid: (values: T) => unknown }) => {
  const translate = useTranslate();
  const { handleSubmit } = useFormContext<T>();
  const { isSubmitting } = useFormState();
  const submit = (event: MouseEvent) => {
    event.preventDefault();
    void handleSubmit(async (values) => {
      await onValid(values);
    })();
  };
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      onClick={submit}
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      fullWidth
    >
      {translate(label)}
    </Button>
  );
};
