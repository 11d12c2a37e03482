import { SUPER_ADMIN } from '../providers/canAccess';
import { getUser } from '../providers/storage';
import { STAFF_ACCOUNT_TYPE } from '../resources/users/choices';

const STAFF = [SUPER_ADMIN, STAFF_ACCOUNT_TYPE];

/**
 * Whether the signed-in account is staff, as the server decides by account type: staff see every
 * order whole; others see the orders they placed, and of others' orders only their own lines.
 */
export const isStaffAccount = () => STAFF.includes(getUser()?.account_type ?? '');
