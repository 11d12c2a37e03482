import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ENTITIES } from '../../../schema';
import type { AuditRecordLabel, AuditResource } from '../../../schema/audit';
import { columnOf, labelFieldOf } from '../../../schema/registry';
import type { DB } from '../../db/types';

// How the log names the record of each entry. A record is read from its table; one that was
// deleted since is named by the latest entry of it that kept the name (its delete keeps the whole
// row); a mail is no row and is named by its subject, which its entry keeps.

/** A record named by one column of its table (none: by its entries only). */
interface Named {
  table?: string;
  column: string;
}
/** A review or bookmark, described by its product's name and its author's. */
interface Feedback {
  feedback: 'reviews' | 'product_bookmarks';
}
type LabelSource = Named | Feedback;

const OWN: Partial<Record<AuditResource, LabelSource>> = {
  user: { table: 'users', column: 'name' },
  role: { table: 'roles', column: 'name' },
  product: { table: 'products', column: 'name' },
  labor: { table: 'labours', column: 'labor_name' },
  order: { table: 'orders', column: 'slug' },
  review: { feedback: 'reviews' },
  bookmark: { feedback: 'product_bookmarks' },
  mail: { column: 'subject' },
};

/** The lookups are named by the field their selects show. */
const sourceOf = (resource: AuditResource): LabelSource | undefined => {
  if (OWN[resource]) return OWN[resource];
  const entity = ENTITIES.find((e) => e.subject === resource);
  return entity && { table: entity.table, column: columnOf(entity, labelFieldOf(entity)) };
};

/** The ids asked, as a table `w(id)`: one row each, found or not. */
const wanted = (ids: readonly string[]) => sql`(VALUES ${sql.join(ids.map((id) => sql`(${id}::text)`))}) AS w(id)`;

/**
 * A value the log kept of a record: from its latest entry holding it (an index probe on
 * audit_log_record, migration 0025). Only read when the record is gone: coalesce stops earlier.
 */
const kept = (resource: string, key: string, recordId: RawBuilder<unknown>) => {
  const value = sql`coalesce(d.before ->> ${key}, d.after ->> ${key})`;
  return sql<string | null>`(SELECT ${value} FROM audit_log d WHERE d.resource = ${resource} AND d.record_id = ${recordId}
    AND ${value} IS NOT NULL ORDER BY d.at DESC, d.id DESC LIMIT 1)`;
};

function namedRecords(db: Kysely<DB>, resource: AuditResource, source: Named, ids: readonly string[]) {
  const fromLog = kept(resource, source.column, sql`w.id`);
  const query = source.table
    ? sql<{ id: string; name: string | null }>`SELECT w.id, coalesce(t.${sql.ref(source.column)}::text, ${fromLog}) AS name
        FROM ${wanted(ids)} LEFT JOIN ${sql.table(source.table)} t ON t.id = w.id::uuid`
    : sql<{ id: string; name: string | null }>`SELECT w.id, ${fromLog} AS name FROM ${wanted(ids)}`;
  return query.execute(db);
}

/** A review's or bookmark's product and author, from its row or, once deleted, its entries. */
function feedbackRecords(db: Kysely<DB>, resource: AuditResource, source: Feedback, ids: readonly string[]) {
  return sql<{ id: string; product: string | null; author: string | null }>`
    SELECT w.id,
      coalesce(p.name, ${kept('product', 'name', sql`k.product_id`)}) AS product,
      coalesce(u.name, ${kept('user', 'name', sql`k.user_id`)}) AS author
    FROM ${wanted(ids)}
    LEFT JOIN ${sql.table(source.feedback)} f ON f.id = w.id::uuid
    CROSS JOIN LATERAL (SELECT coalesce(f.product_id::text, ${kept(resource, 'product_id', sql`w.id`)}) AS product_id,
      coalesce(f.user_id::text, ${kept(resource, 'user_id', sql`w.id`)}) AS user_id) k
    LEFT JOIN products p ON p.id = k.product_id::uuid
    LEFT JOIN users u ON u.id = k.user_id::uuid`.execute(db);
}

/**
 * The labels of the records a page of the log names: one statement per kind of record on the
 * page, whatever its length. Keyed `resource:record_id`; a record nothing is known of is left out.
 * An import's entry is named by the file it read: its id is the import's, no row of the list's table.
 */
export async function recordLabels(
  db: Kysely<DB>,
  entries: readonly { resource: string; record_id: string; action: string; after: unknown }[],
) {
  const idsByResource = new Map<AuditResource, Set<string>>();
  const labels = new Map<string, NonNullable<AuditRecordLabel>>();
  for (const { resource, record_id, action, after } of entries) {
    if (action === 'import') {
      const file = (after as { file?: unknown } | null)?.file;
      if (typeof file === 'string') labels.set(`${resource}:${record_id}`, { name: file });
      continue;
    }
    const ids = idsByResource.get(resource as AuditResource) ?? new Set<string>();
    idsByResource.set(resource as AuditResource, ids.add(record_id));
  }
  for (const [resource, idSet] of idsByResource) {
    const source = sourceOf(resource);
    const ids = [...idSet];
    if (!source) continue;
    if ('feedback' in source) {
      for (const { id, product, author } of (await feedbackRecords(db, resource, source, ids)).rows)
        if (product !== null || author !== null) labels.set(`${resource}:${id}`, { product, author });
    } else {
      for (const { id, name } of (await namedRecords(db, resource, source, ids)).rows)
        if (name !== null) labels.set(`${resource}:${id}`, { name });
    }
  }
  return labels;
}
