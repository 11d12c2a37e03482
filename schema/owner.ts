import { z } from 'zod';
import { blankOrAll, listOf } from './fields';
import type { AccountType } from './permissions';

// Who may own a record that staff file for someone else: a product belongs to a seller (a Vendor
// account), a labour listing to a Vendor or Labor account (both roles manage labour). The server
// checks an owner staff choose against this, and its seller lookup and the admin's picker offer
// only these accounts.

export const OWNED_RECORDS = ['product', 'labour'] as const;
export type OwnedRecord = (typeof OWNED_RECORDS)[number];

export const OWNER_ACCOUNT_TYPES = {
  product: ['Vendor'],
  labour: ['Labor', 'Vendor'],
} as const satisfies Record<OwnedRecord, readonly AccountType[]>;

/** The most accounts one lookup returns: a picker shows a short list and the person types more. */
export const OWNER_CHOICES_LIMIT = 25;

export const OWNER_MESSAGES = {
  unknown: 'The selected user is invalid.',
  product: `A product must belong to a ${listOf(OWNER_ACCOUNT_TYPES.product)} account.`,
  labour: `A labour listing must belong to a ${listOf(OWNER_ACCOUNT_TYPES.labour)} account.`,
  ownerOf: `The record kind must be ${listOf(OWNED_RECORDS)}.`,
  search: 'The search must be text of at most 100 characters.',
} as const;

/**
 * dropdown-user-list: nothing is every account (up to 5000, by name, as before); `search` or
 * `owner_of` asks for a short page of the accounts that match, of the kind that may own the record.
 */
export const userDropdownBody = z.object({
  search: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: OWNER_MESSAGES.search }).max(100, OWNER_MESSAGES.search).optional(),
  ),
  owner_of: z.preprocess(blankOrAll, z.enum(OWNED_RECORDS, { error: OWNER_MESSAGES.ownerOf }).optional()),
});
export type UserDropdownBody = z.infer<typeof userDropdownBody>;

/** One account of a lookup page, as the picker shows it. */
export interface OwnerChoice {
  uuid: string;
  name: string;
  phone_code: string | null;
  phone: string | null;
  account_type: string;
}
