import { z } from 'zod';
import { LIVE_MESSAGES } from './live';

/** The id of the last event received, as the Last-Event-ID header or this body field (the header wins). */
export const liveEventId = z.string({ error: LIVE_MESSAGES.lastEventId }).regex(/^\d{1,15}$/, { error: LIVE_MESSAGES.lastEventId });

export const liveBody = z.object({ last_event_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), liveEventId.optional()) });
