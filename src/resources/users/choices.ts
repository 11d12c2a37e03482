// The fixed value lists, from the declaration (schema/user.ts); labels are i18n keys under
// resources.users.choices.
import { APPROVAL_STATUSES } from '../../../schema/approval';
import { ALL } from '../../common/selectAll';
import { assignableAccountTypes, GENDERS, IS_TYPES, USER_STATUS_FILTERS } from '../../../schema/user';

export { DEFAULT_ACCOUNT_TYPE, DEFAULT_IS_TYPE, DEFAULT_PHONE_CODE } from '../../../schema/user';

const choicesOf = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `resources.users.choices.${group}.${id}` }));

/** The account type only a Super Admin hands out (the server checks it too). */
export const STAFF_ACCOUNT_TYPE = 'Admin';
/** The status filter's value that lists the soft-deleted accounts, to restore or delete for good. */
export const DELETED_FILTER = 'Deleted' satisfies (typeof USER_STATUS_FILTERS)[number];

export const genderChoices = choicesOf('gender', GENDERS);
/** The types the signed-in user may give (schema/user.ts), as the server checks them. */
export const accountTypeChoices = (bySuperAdmin: boolean) => choicesOf('account_type', assignableAccountTypes(bySuperAdmin));
export const isTypeChoices = choicesOf('is_type', IS_TYPES);
/** The status filter's choices but All, which the filter puts first (withAll). */
export const statusFilterChoices = choicesOf(
  'status',
  USER_STATUS_FILTERS.filter((status) => status !== ALL),
);
export const approvalFilterChoices = choicesOf('approval', APPROVAL_STATUSES);
