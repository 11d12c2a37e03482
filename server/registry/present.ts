import type { EntityDeclaration } from '../../schema/registry';
import type { LooseRow } from '../db/loose';

/** A row as the API shows it: numbers as numbers, list fields as arrays (phone_code ["91"]). */
export function presentRow(entity: EntityDeclaration, row: LooseRow): LooseRow {
  const out: LooseRow = { ...row };
  for (const [name, spec] of Object.entries(entity.fields)) {
    const value = row[name];
    if (spec.kind === 'number' && value !== null && value !== undefined) out[name] = Number(value);
    if (spec.kind === 'list') out[name] = typeof value === 'string' && value ? value.split(',') : [];
  }
  return out;
}
