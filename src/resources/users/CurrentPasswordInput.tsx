import { PasswordInput } from 'react-admin';
import { userRules } from './userRules';

/**
 * The account's current password, which the server asks for when an account changes its own
 * password or email (docs/api.md "Users"); a wrong one comes back as this field's error.
 */
export const CurrentPasswordInput = ({ helperText }: { helperText?: string }) => (
  <PasswordInput
    source="current_password"
    label="resources.users.fields.current_password"
    validate={userRules.current_password}
    autoComplete="current-password"
    helperText={helperText}
    fullWidth
  />
);
