import { TextInput, type TextInputProps } from 'react-admin';
import { digitsOnly } from './userRules';

type DigitsInputProps = Omit<TextInputProps, 'parse' | 'type'> & { maxLength?: number };

/** A text input that keeps digits only, as typed. */
export const DigitsInput = ({ maxLength = 15, ...props }: DigitsInputProps) => (
  <TextInput
    {...props}
    parse={(value: string) => digitsOnly(value).slice(0, maxLength)}
    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    fullWidth
  />
);
