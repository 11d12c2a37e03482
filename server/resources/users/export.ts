import { user } from '../../../schema/user';
import type { CsvColumn } from '../../export/csv';
import type { SortKey } from '../../export/keyset';
import type { exportedUsers } from './queries';

type ExportedUser = Awaited<ReturnType<ReturnType<typeof exportedUsers>['execute']>>[number];

/**
 * The rest of an account as a user import reads it (schema/user.ts USER_IMPORT, the same
 * headings), its first address's among them, so an exported file, changed or not, imports back.
 */
const IMPORTED_TOO = [
  { header: 'Gender', field: 'gender' },
  { header: 'Pin Code', field: 'pin_code' },
  { header: 'City', field: 'city' },
  { header: 'Home No', field: 'home_no' },
  { header: 'Full Address', field: 'full_address' },
  { header: 'Secondary Number', field: 'secondary_number' },
  { header: 'Date Of Birth', field: 'date_of_birth' },
];

/** The declared columns (schema/user.ts), the phone with its code, then IMPORTED_TOO. */
export const USER_COLUMNS: CsvColumn<ExportedUser>[] = [...user.exportColumns, ...IMPORTED_TOO].map(({ header, field }) => ({
  header,
  value: field === 'phone' ? (u: ExportedUser) => `+${u.phone_code} ${u.phone}` : (u: ExportedUser) => u[field as keyof ExportedUser],
}));

export const USER_KEY: SortKey = { column: 'users.created_at', type: 'timestamptz', id: 'users.id', order: 'desc' };
