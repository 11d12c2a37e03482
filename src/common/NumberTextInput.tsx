import { TextInput, type TextInputProps } from 'react-admin';

type NumberTextInputProps = Omit<TextInputProps, 'parse' | 'type'> & { decimals?: boolean; signed?: boolean };

// Identity: react-admin's default turns '' into null, and a filtering parse would change the value
// behind the user's back ("1000.50x" read as 100050).
const asTyped = (value: string) => value;

// iOS's numeric and decimal keypads have no minus key: a number that may be negative gets the
// full keyboard, or a west or south coordinate could not be typed on an iPhone.
const keypadOf = (decimals: boolean, signed: boolean) => (signed ? 'text' : decimals ? 'decimal' : 'numeric');

/**
 * A number typed as text and kept exactly as typed: the field's rules, not the input, refuse text
 * that is not a number and say why under the field.
 */
export const NumberTextInput = ({ decimals = false, signed = false, ...props }: NumberTextInputProps) => (
  <TextInput {...props} parse={asTyped} slotProps={{ htmlInput: { inputMode: keypadOf(decimals, signed) } }} fullWidth />
);
