import { useGetOne } from 'react-admin';
import type { UserRecord } from './userTypes';

/** One user by uuid through /api/single-user-info; refreshed with the rest of the page. */
export const useUserRecord = (uuid: string | undefined) =>
  useGetOne<UserRecord>('users', { id: uuid ?? '' }, { enabled: Boolean(uuid), retry: false });
