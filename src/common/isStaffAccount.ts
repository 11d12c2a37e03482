import { getUser } from '../providers/storage';
import { isStaffAccountType } from '../../schema/permissions';

/**
 * Whether the signed-in account is staff, as the server decides by account type: staff see every
 * order whole; others see the orders they placed, and of others' orders only their own lines.
 */
export const isStaffAccount = () => isStaffAccountType(getUser()?.account_type);
