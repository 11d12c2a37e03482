import type { MouseEvent, ReactNode } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { useFocusAfterSubmit } from './useFocusAfterSubmit';

/**
 * A form's submit button: the rules run first, then `onSubmit`; it is blocked with a spinner while
 * saving, and a refused save puts the focus on the field it names (or back on the button). A
 * submit button, so Enter in a field saves too.
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
  const { handleSubmit, getValues, getFieldState, setFocus } = useFormContext<T>();
  const { isSubmitting } = useFormState();
  const { button } = useFocusAfterSubmit(isSubmitting);
  const submit = (event: MouseEvent) => {
    event.preventDefault();
    void handleSubmit(async (values) => {
      await onSubmit(values);
      // The first field, in the form's order, that onSubmit marked with the server's refusal.
      const refused = Object.keys(getValues()).find((name) => getFieldState(name as Path<T>).invalid);
      if (refused) setFocus(refused as Path<T>);
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
