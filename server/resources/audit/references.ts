import type { AuditResource } from '../../../schema/audit';
import { UUID_PATTERN } from '../../../schema/fields';
import type { recordLabels } from './labels';

/** The columns of a logged record that hold another record's id, by the kind of record they name. */
const REFERENCES: Record<string, AuditResource> = {
  user_id: 'user',
  seller_id: 'user',
  role_id: 'role',
  product_id: 'product',
  labour_id: 'labor',
  order_id: 'order',
  category_id: 'category',
  sub_category_id: 'sub-category',
  country_id: 'country',
  state_id: 'state',
  city_id: 'city',
  unit_id: 'unit',
  tax_id: 'tax',
};

type Values = Record<string, unknown> | null;

/** The (kind, id) pairs an entry's values refer to: its own columns and its parts' (an address's city). */
function referencesOf(values: Values, found: Map<string, AuditResource>) {
  for (const [key, value] of Object.entries(values ?? {})) {
    const resource = REFERENCES[key];
    if (resource && typeof value === 'string' && UUID_PATTERN.test(value)) found.set(value, resource);
    if (Array.isArray(value))
      for (const part of value) if (part && typeof part === 'object') referencesOf(part as Record<string, unknown>, found);
  }
}

/**
 * The records a page's entries refer to (a product's category, an address's city), so the screen
 * shows "Vegetables" where the log kept an id. `wanted` joins the page's own records in one
 * `recordLabels` call, one statement per kind on the page; `namesFrom` then gives per entry
 * id -> name, only the ids whose record is known (deleted ones by what the log kept).
 */
export function referencesIn(entries: readonly { before: unknown; after: unknown }[]) {
  const perEntry = entries.map((entry) => {
    const found = new Map<string, AuditResource>();
    referencesOf(entry.before as Values, found);
    referencesOf(entry.after as Values, found);
    return found;
  });
  const wanted = perEntry.flatMap((found) =>
    [...found].map(([id, resource]) => ({ resource, record_id: id, action: 'update', after: null })),
  );
  const namesFrom = (labels: Awaited<ReturnType<typeof recordLabels>>) =>
    perEntry.map((found) => {
      const names: Record<string, string> = {};
      for (const [id, resource] of found) {
        const label = labels.get(`${resource}:${id}`);
        if (label && 'name' in label) names[id] = label.name;
      }
      return names;
    });
  return { wanted, namesFrom };
}
