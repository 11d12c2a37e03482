import { TextInput, type TextInputProps } from 'react-admin';

type NumberTextInputProps = Omit<TextInputProps, 'parse' | 'type'> & { decimals?: boolean };

// Identity: react-admin's default turns '' into null, and a filtering parse would change the value
// behind the user's back ("1000.50x" read as 100050).
const asTyped = (value: string) => value;

/**
 * A number typed as text and kept exactly as typed: the field's rules, not the input, refuse text
 * that is not a number and say why under the field.
 */
export const NumberTextInput = ({ decimals = false, ...props }: NumberTextInputProps) => (
  <TextInput {...props} parse={asTyped} slotProps={{ htmlInput: { inputMode: decimals ? 'decimal' : 'numeric' } }} fullWidth />
);
