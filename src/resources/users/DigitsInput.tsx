import { TextInput, type TextInputProps } from 'react-admin';
import { digitsOnly } from './userRules';

type DigitsInputProps = Omit<TextInputProps, 'parse' | 'type'> & { maxLength?: number };

/** A text input that keeps digits only, as typed (spec 5: phone fields; also the pin code). */
export const DigitsInput = ({ maxLength = 15, ...props }: DigitsInputProps) => (
  <TextInput
    {...props}
    parse={(value: string) => digitsOnly(value).slice(0, maxLength)}
    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    fullWidth
  />
);
