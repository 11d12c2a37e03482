import { user } from '../../../schema/user';
import type { CsvColumn } from '../../export/csv';
import type { SortKey } from '../../export/keyset';
import type { exportedUsers } from './queries';

type ExportedUser = Awaited<ReturnType<ReturnType<typeof exportedUsers>['execute']>>[number];

/** The declared columns (schema/user.ts); the phone goes with its code. */
export const USER_COLUMNS: CsvColumn<ExportedUser>[] = user.exportColumns.map(({ header, field }) => ({
  header,
  value: field === 'phone' ? (u: ExportedUser) => `+${u.phone_code} ${u.phone}` : (u: ExportedUser) => u[field as keyof ExportedUser],
}));

export const USER_KEY: SortKey = { column: 'users.created_at', type: 'timestamptz', id: 'users.id', order: 'desc' };
