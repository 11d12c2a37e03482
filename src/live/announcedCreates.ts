import type { LiveChange } from '../../schema/live';
import type { Subject } from '../../schema/permissions';

/**
 * Subjects whose new records others make are announced ("3 new orders") rather than slipped into
 * the list under the reader's eyes; the list refreshes when the reader asks.
 */
export const ANNOUNCED_CREATES: readonly Subject[] = ['order'];

export const isAnnounced = (change: LiveChange) => change.action === 'create' && ANNOUNCED_CREATES.includes(change.subject);
