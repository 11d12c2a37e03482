import { useCanAccess } from 'react-admin';
import { BulkDeleteRowsButton } from './BulkDeleteRowsButton';
import { BulkStatusButton } from './BulkStatusButton';
import { UnselectDeleted } from '../live/UnselectDeleted';

/** The status choices of users, products and labour. */
export const ACTIVE_STATUSES = ['Active', 'In-Active'] as const;

export interface BulkActionsOptions {
  resource: string;
  statuses: readonly string[];
  /** The react-admin action that allows a status change ('edit', or 'update-status' for orders). */
  statusAction?: string;
  /** What a status does beyond the rows, said while it is chosen (i18n keys by status). */
  statusNotes?: Partial<Record<string, string>>;
}

/**
 * A list's bulk buttons (change status, delete), each only where the caller may use it; false
 * when neither, so the table shows no row checkboxes at all. Rows others delete leave the selection.
 */
export function useBulkActionButtons({ resource, statuses, statusAction = 'edit', statusNotes }: BulkActionsOptions) {
  const status = useCanAccess({ resource, action: statusAction }).canAccess ?? false;
  const remove = useCanAccess({ resource, action: 'delete' }).canAccess ?? false;
  if (!status && !remove) return false as const;
  return (
    <>
      {status && <BulkStatusButton statuses={statuses} notes={statusNotes} />}
      {remove && <BulkDeleteRowsButton />}
      <UnselectDeleted />
    </>
  );
}
