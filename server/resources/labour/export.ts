import type { CsvColumn } from '../../export/csv';
import type { SortKey } from '../../export/keyset';

/** The labour list's columns, with the description and the account the listing belongs to. */
export const LABOUR_COLUMNS: CsvColumn<{
  work_title: string;
  labor_name: string;
  phone: string;
  status: string;
  description: string | null;
  owner: string;
  created_at: Date;
}>[] = [
  { header: 'Work Title', value: (l) => l.work_title },
  { header: 'Name', value: (l) => l.labor_name },
  { header: 'Phone', value: (l) => l.phone },
  { header: 'Status', value: (l) => l.status },
  { header: 'Description', value: (l) => l.description },
  { header: 'User', value: (l) => l.owner },
  { header: 'Created At', value: (l) => l.created_at },
];

export const LABOUR_KEY: SortKey = { column: 'labours.created_at', type: 'timestamptz', id: 'labours.id', order: 'desc' };
