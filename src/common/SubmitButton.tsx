import type { MouseEvent, ReactNode } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';

/**
 * A form's submit button: the rules run first, then `onSubmit`; it is blocked with a spinner while
 * saving. A submit button, so Enter in a field saves too.
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
  const { handleSubmit } = useFormContext<T>();
  const { isSubmitting } = useFormState();
  const submit = (event: MouseEvent) => {
    event.preventDefault();
    void handleSubmit(async (values) => {
      await onSubmit(values);
    })();
  };
  return (
    <Button
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
