import { z } from 'zod';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 1000;

const pageNumber = z.coerce.number({ error: 'The page must be a whole number.' }).int('The page must be a whole number.').min(1, 'The page must be at least 1.').max(1_000_000, 'The page is too large.');
const perPage = z.coerce
  .number({ error: 'The per page must be a whole number.' })
  .int('The per page must be a whole number.')
  .refine((n) => n === -1 || (n >= 1 && n <= MAX_PER_PAGE), `The per page must be -1 (all) or between 1 and ${MAX_PER_PAGE}.`);

/** The paging and search fields every list takes; -1 per page means all, capped at MAX_PER_PAGE. */
export const listParams = z.object({
  search: z.preprocess((v) => (v === null ? undefined : v), z.string({ error: 'The search must be text.' }).max(200, 'The search may not be greater than 200 characters.').optional()),
  page: z.preprocess((v) => (v === '' || v === null ? undefined : v), pageNumber.default(1)),
  perPage: z.preprocess((v) => (v === '' || v === null ? undefined : v), perPage.default(DEFAULT_PER_PAGE)),
  sort: z.string().max(64).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
});
export type ListParams = z.infer<typeof listParams>;

/** `%` and `_` match themselves: a search is a plain substring. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function pageOf<T>(rows: T[], total: number, page: number, perPage: number) {
  const size = perPage === -1 ? MAX_PER_PAGE : perPage;
  const from = rows.length ? (page - 1) * size + 1 : null;
  return {
    data: rows,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / size)),
    per_page: perPage === -1 ? -1 : size,
    total,
    from,
    to: from === null ? null : from + rows.length - 1,
  };
}
