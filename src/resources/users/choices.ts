// The fixed value lists; labels are i18n keys under resources.users.choices.

const choicesOf = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `resources.users.choices.${group}.${id}` }));

export const GENDERS = ['Male', 'Female', 'Other'] as const;
/** Account types anyone may pick; Admin only a Super Admin hands out (the server checks it too). */
export const ACCOUNT_TYPES = ['User', 'Vendor', 'Labor'] as const;
export const STAFF_ACCOUNT_TYPE = 'Admin';
export const IS_TYPES = ['Buyer', 'Seller', 'Labor'] as const;
export const STATUSES = ['Active', 'In-Active'] as const;
export const STATUS_FILTERS = ['All', ...STATUSES] as const;

export const DEFAULT_ACCOUNT_TYPE = 'User';
export const DEFAULT_IS_TYPE = 'Buyer';
export const DEFAULT_PHONE_CODE = '91';

export const genderChoices = choicesOf('gender', GENDERS);
export const accountTypeChoices = (withAdmin: boolean) =>
  choicesOf('account_type', withAdmin ? [...ACCOUNT_TYPES, STAFF_ACCOUNT_TYPE] : ACCOUNT_TYPES);
export const isTypeChoices = choicesOf('is_type', IS_TYPES);
export const statusFilterChoices = choicesOf('status', STATUS_FILTERS);
