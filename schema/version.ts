import { z } from 'zod';

// Every update call may carry the `updated_at` its client read; a save from a stale read is refused.
export const VERSION_MESSAGES = {
  stale: 'Someone else changed this record after you opened it.',
  badVersion: 'The updated at must be a valid date and time.',
} as const;

/**
 * The version a form read, sent back unchanged; absent: the save is not checked (older API clients).
 * A time before 1970 is none a save wrote, and year 0 none the database can even compare.
 */
export const versionField = z.iso
  .datetime({ offset: true, error: VERSION_MESSAGES.badVersion })
  // Text that is no time at all has its message already.
  .refine((v) => !(Date.parse(v) < 0), VERSION_MESSAGES.badVersion)
  .optional();
export const versionBody = z.object({ updated_at: versionField });

/** What a 409 from a stale save carries besides its message. */
export interface StaleChange {
  /** Who, where known and the reader may know (staff anyone; others themselves). */
  changed_by: string | null;
  changed_at: string;
  /** The reader changed it, in another tab or window. */
  changed_by_me: boolean;
}
