import type { CsvColumn } from '../../export/csv';
import type { SortKey } from '../../export/keyset';

/** The User List's columns, plus the role and the date the account was made. */
export const USER_COLUMNS: CsvColumn<{
  name: string;
  email: string | null;
  phone_code: string;
  phone: string;
  account_type: string;
  role_name: string;
  status: string;
  created_at: Date;
}>[] = [
  { header: 'Full Name', value: (u) => u.name },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => `+${u.phone_code} ${u.phone}` },
  { header: 'Type', value: (u) => u.account_type },
  { header: 'Role', value: (u) => u.role_name },
  { header: 'Status', value: (u) => u.status },
  { header: 'Created At', value: (u) => u.created_at },
];

export const USER_KEY: SortKey = { column: 'users.created_at', type: 'timestamptz', id: 'users.id', order: 'desc' };
