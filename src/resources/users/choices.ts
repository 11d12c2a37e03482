// The fixed value lists, from the declaration (schema/user.ts); labels are i18n keys under
// resources.users.choices.
import { APPROVAL_STATUSES } from '../../../schema/approval';
import { CREATE_ACCOUNT_TYPES, GENDERS, IS_TYPES, SELF_ACCOUNT_TYPES, USER_STATUSES } from '../../../schema/user';

export { DEFAULT_ACCOUNT_TYPE, DEFAULT_IS_TYPE, DEFAULT_PHONE_CODE } from '../../../schema/user';

const choicesOf = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `resources.users.choices.${group}.${id}` }));

/** The account type only a Super Admin hands out (the server checks it too). */
export const STAFF_ACCOUNT_TYPE = 'Admin';
/** The list shows live accounts by status; the server's Deleted filter has no screen yet. */
const STATUS_FILTERS = ['All', ...USER_STATUSES] as const;

export const genderChoices = choicesOf('gender', GENDERS);
export const accountTypeChoices = (withAdmin: boolean) => choicesOf('account_type', withAdmin ? CREATE_ACCOUNT_TYPES : SELF_ACCOUNT_TYPES);
export const isTypeChoices = choicesOf('is_type', IS_TYPES);
export const statusFilterChoices = choicesOf('status', STATUS_FILTERS);
export const approvalFilterChoices = choicesOf('approval', APPROVAL_STATUSES);
