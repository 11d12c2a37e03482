import { Button, Stack } from '@mui/material';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useRedirect, useTranslate } from 'react-admin';
import { FOCUS_HEADING } from './PageHeading';
import { SubmitButton } from './SubmitButton';

interface FormToolbarProps<T extends FieldValues> {
  /** Where Close goes (the list). */
  closeTo: string;
  /** i18n keys of the two buttons. */
  closeLabel: string;
  submitLabel: string;
  onSubmit: (values: T) => unknown;
}

/** Close (back to the list) and Save or Update, blocked while saving. */
export const FormToolbar = <T extends FieldValues>({ closeTo, closeLabel, submitLabel, onSubmit }: FormToolbarProps<T>) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { isSubmitting } = useFormState();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
      <Button onClick={() => redirect(closeTo, undefined, undefined, undefined, FOCUS_HEADING)} disabled={isSubmitting}>
        {translate(closeLabel)}
      </Button>
      <SubmitButton<T> onSubmit={onSubmit}>{translate(submitLabel)}</SubmitButton>
    </Stack>
  );
};
