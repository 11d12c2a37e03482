// The user forms' validators, taken from the declaration (schema/user.ts): the form refuses what
// the server would, with the server's message. Only what the client does on its own is written here.
import type { Validator } from 'react-admin';
import { fieldRule, objectRule } from '../../common/schemaRules';
import { confirmationRule, requiredText, userCreateBody, userFields, userUpdateBody } from '../../../schema/user';

const required = (rule: Parameters<typeof fieldRule>[0]) => fieldRule(rule, { required: true });
/** Marked as react-admin's own required() is, so the label gets its asterisk. */
const marked = (validator: Validator): Validator => Object.assign(validator, { isRequired: true });

/** The new password: the minimum of the account type chosen in the same form. */
const passwordOfChosenType = marked(objectRule(userCreateBody, 'password'));

/** A password for an account of a known type: staff need more characters than others. */
export const passwordRules = (accountType?: string | null): Validator[] => [
  marked((value, values, props) => passwordOfChosenType(value, { ...values, account_type: accountType ?? undefined }, props)),
];

/** Rules of the fields the registration, the user form and the password forms share. */
export const userRules = {
  name: [required(userFields.name)],
  email: [required(userFields.email)],
  gender: [required(userFields.gender)],
  phone: [required(userFields.phone)],
  secondary_number: [fieldRule(userFields.secondary_number)],
  account_type: [required(userUpdateBody.shape.account_type)],
  is_type: [required(userFields.is_type)],
  // Any role the dropdown offers; the server checks that it exists.
  role_id: [required(requiredText)],
  password: [passwordOfChosenType],
  confirm_password: [required(requiredText), objectRule(confirmationRule('confirm_password'), 'confirm_password')],
  pin_code: [required(userFields.pin_code)],
  current_password: [required(requiredText)],
};

/** Phone fields keep digits only, as typed. */
export const digitsOnly = (value: unknown): string => (value == null ? '' : String(value).replace(/\D/g, ''));
