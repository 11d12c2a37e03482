import { z } from 'zod';
import { oneLineText } from './text';

// The command palette's search (POST /api/search), declared once: its body with its messages and
// what a reply holds. It searches every resource the caller may list, with the lists' own scope.

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
/** The most results of one kind a reply holds: a palette shows a few, and the person types on. */
export const SEARCH_PER_KIND = 5;

export const SEARCH_MESSAGES = {
  text: 'Type what to search for.',
  short: `Type at least ${SEARCH_MIN} characters to search.`,
  long: `The search may not be greater than ${SEARCH_MAX} characters.`,
  retrieved: 'Search results retrieved successfully.',
} as const;

export const searchBody = z.object({
  // Text first: a list is not measured against the lengths below.
  q: z
    .string({ error: SEARCH_MESSAGES.text })
    .pipe(oneLineText(z.string().trim().min(SEARCH_MIN, SEARCH_MESSAGES.short).max(SEARCH_MAX, SEARCH_MESSAGES.long))),
});
export type SearchBody = z.infer<typeof searchBody>;

/**
 * A kind of record the search returns: `users`, `products`, `orders`, or a declared lookup's
 * react-admin resource (`categories`, `cities`, ...), so a new lookup is searched once declared.
 */
export type SearchKind = string;

/** One found record: what the palette shows (label, a line of detail) and where it leads (kind, id). */
export interface SearchResult {
  kind: SearchKind;
  id: string;
  label: string;
  detail: string;
}

/** The results of one kind, newest first (lookups: names that begin with the term first). */
export interface SearchGroup {
  kind: SearchKind;
  results: SearchResult[];
}
