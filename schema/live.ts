import type { AuditResource } from './audit';

// Live updates: the server streams a `change` for every record written (by this back office or any
// other writer of the database), limited to what the listener may see. A change names the record,
// never its content: a screen that cares reads it again through the ordinary calls. No zod here:
// the client's first load imports this module (the stream's body is in liveBody.ts).

/** POST with the bearer token; the reply is a text/event-stream that stays open. */
export const LIVE_PATH = '/api/live-events';

/**
 * A browser tab's own id (a UUID), sent with every call it makes and with its stream: the changes
 * a tab made are `mine` to that tab only, so the account's other tabs and devices hear of them.
 */
export const LIVE_TAB_HEADER = 'x-live-tab';

/**
 * SSE event names: `change` for a record, `reset` when changes since Last-Event-ID are no longer
 * kept (its `id:` is the newest change; the client reloads what it shows), and `start`, a new
 * stream's first event, whose `id:` is where it stands: the id to resume from. It carries data
 * because event-stream parsers, EventSource's own listeners among them, pass on no block without.
 */
export const LIVE_EVENTS = { change: 'change', reset: 'reset', start: 'start' } as const;

export const LIVE_ACTIONS = ['create', 'update', 'delete'] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

/** The data of a `change` event; the SSE `id:` is the change's position, sent back as Last-Event-ID. */
export interface LiveChange {
  subject: AuditResource;
  record_id: string;
  action: LiveAction;
  /** When the change was committed (ISO). */
  at: string;
  /**
   * Who made it, where known (a write through this API) and the listener may know (staff anyone;
   * others themselves); null otherwise.
   */
  by: string | null;
  /**
   * The listening tab made it (a stream that names no tab: any session of its account), so the
   * screen that made it already shows it.
   */
  mine: boolean;
  /** The listener's account made it, in this tab or another one. */
  by_me: boolean;
}

export const LIVE_MESSAGES = {
  lastEventId: 'The last event id must be the id of an event received (digits).',
  tooMany: 'Too many live update streams are open for this account. Close a tab and try again.',
} as const;
