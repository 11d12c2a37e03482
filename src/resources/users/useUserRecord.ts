import { useRecordRead } from '../../common/useRecordRead';
import type { UserRecord } from './userTypes';

/** One user by uuid through /api/single-user-info; refreshed with the rest of the page. */
export const useUserRecord = (uuid: string | undefined) => useRecordRead<UserRecord>('users', uuid);
