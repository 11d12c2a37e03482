import type { FieldValues } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { SubmitButton } from '../common/SubmitButton';

/** The full-width submit of a public account form. */
export const FormSubmitButton = <T extends FieldValues>({ label, onValid }: { label: string; onValid: (values: T) => unknown }) => {
  const translate = useTranslate();
  return (
    <SubmitButton<T> onSubmit={onValid} size="large" fullWidth>
      {translate(label)}
    </SubmitButton>
  );
};
