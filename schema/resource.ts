import type { z } from 'zod';
import type { Subject } from './permissions';

/**
 * An entity with its own screens and routes (users, products, labour, orders, reviews,
 * bookmarks), declared once: the server checks bodies and builds its lists and exports from it,
 * the OpenAPI document describes the bodies, and the client takes its form rules, filters and
 * choices from it. Behaviour that is more than data (pricing, working days, the status dialog)
 * stays in the resource's own modules, built on these rules.
 */
export interface ResourceDeclaration {
  /** The API name: /api/<name>-list, -create, ... (the contract's spelling). */
  name: string;
  /** The react-admin resource name (also the i18n key prefix resources.<resource>). */
  resource: string;
  subject: Subject;
  table: string;
  /**
   * Who sees which rows: `owner` rows belong to one user (staff see all, others their own);
   * `order` rows are seen by staff, the buyer and, for their own lines, the sellers;
   * `feedback` rows by staff, their author and the owner of the product or listing.
   */
  scope: 'owner' | 'order' | 'feedback' | 'staff';
  /** The list's own filters, with their messages; paging and search are every list's (server/db/paging.ts). */
  listBody: z.ZodType;
  /** The names a list may be ordered by, the default first. */
  sort: readonly [string, ...string[]];
  /** The columns the list's search matches, as docs/api.md names them. */
  search: readonly string[];
  /** The export's columns, in order: the CSV heading and the reply field it is read from. */
  exportColumns: readonly { header: string; field: string }[];
  /** Every other call's body, by the API verb (create, update, status, delete, ...). */
  bodies: Record<string, z.ZodType>;
  /** The replies' messages. */
  messages: Record<string, string>;
}

export const defineResource = <R extends ResourceDeclaration>(declaration: R): R => declaration;
