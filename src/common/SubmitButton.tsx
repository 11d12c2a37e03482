import type { MouseEvent, ReactNode } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { setServerErrors } from '../providers/serverErrors';
import { useFocusAfterSubmit } from './useFocusAfterSubmit';

/**
 * A form's submit button: the rules run first, then `onSubmit`; it is blocked with a spinner while
 * saving, and a refused save puts the focus on the field it names (or back on the button). A
 * refusal `onSubmit` throws goes on the form: its field messages under their inputs, its message in
 * the notification. A submit button, so Enter in a field saves too.
 */
export const SubmitButton = <T extends FieldValues>({
  onSubmit,
  children,
  size,
  fullWidth,
}: {
  onSubmit: (values: T) => unknown;
  children: ReactNode;
} & Pick<ButtonProps, 'size' | 'fullWidth'>) => {
  const { handleSubmit, getValues, getFieldState, setFocus, setError } = useFormContext();
  const { isSubmitting } = useFormState();
  const { button } = useFocusAfterSubmit(isSubmitting);
  const submit = (event: MouseEvent) => {
    event.preventDefault();
    void handleSubmit(async (values) => {
      try {
        await onSubmit(values as T);
      } catch (error) {
        setServerErrors(error, setError);
      }
      // The first field, in the form's order, that onSubmit marked with the server's refusal.
      const refused = Object.keys(getValues()).find((name) => getFieldState(name).invalid);
      if (refused) setFocus(refused);
    })();
  };
  return (
    <Button
      ref={button}
      type="submit"
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      onClick={submit}
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={size === 'large' ? 18 : 16} color="inherit" /> : undefined}
    >
      {children}
    </Button>
  );
};
