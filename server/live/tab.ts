import type { FastifyRequest } from 'fastify';
import { LIVE_TAB_HEADER } from '../../schema/live';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The browser tab a call came from (schema/live.ts), when it named one; anything but a UUID is ignored. */
export function tabOf(request: FastifyRequest): string | null {
  const tab = request.headers[LIVE_TAB_HEADER];
  return typeof tab === 'string' && UUID.test(tab) ? tab.toLowerCase() : null;
}
