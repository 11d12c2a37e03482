// Small readings of a declaration that several registry components share.
import { entityByName } from '../../../schema';
import type { EntityDeclaration, FieldSpec } from '../../../schema/registry';

/** The declaration a reference field points at. */
export const targetOf = (spec: FieldSpec): EntityDeclaration => {
  const target = spec.reference && entityByName(spec.reference.entity);
  if (!target) throw new Error(`Unknown reference: ${spec.reference?.entity}`);
  return target;
};

/** May this row be deleted from the screen: the screen offers delete and the row's flag says yes. */
export const isDeletable = (entity: EntityDeclaration, record: Record<string, unknown>): boolean =>
  entity.canDelete && (!entity.deleteFlag || record[entity.deleteFlag] === 'yes');
