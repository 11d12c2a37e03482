// The grants matrix: permission subjects as rows, actions as columns; a cell is a checkbox only
// where schema/permissions.ts names that permission.
import { SUBJECTS, type PermissionName, type Subject } from '../../../schema/permissions';
import { GRANT_ACTIONS, grantOf } from '../../../schema/role';

export { GRANT_ACTIONS, SUBJECTS };

export const rowCells = (subject: Subject) => GRANT_ACTIONS.map((action) => grantOf(subject, action)).filter((p) => p !== undefined);
export const columnCells = (action: (typeof GRANT_ACTIONS)[number]) =>
  SUBJECTS.map((subject) => grantOf(subject, action)).filter((p) => p !== undefined);

/** The cells all checked, or none when they all were: a row's or a column's "all" box. */
export function toggleAll(checked: ReadonlySet<PermissionName>, cells: readonly PermissionName[]): Set<PermissionName> {
  const next = new Set(checked);
  const allOn = cells.every((p) => next.has(p));
  for (const p of cells) {
    if (allOn) next.delete(p);
    else next.add(p);
  }
  return next;
}

export const allChecked = (checked: ReadonlySet<PermissionName>, cells: readonly PermissionName[]) =>
  cells.length > 0 && cells.every((p) => checked.has(p));
