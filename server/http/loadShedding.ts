import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config/settings';
import { ApiError, MESSAGES } from './errors';

const RETRY_AFTER_S = 5;
const DEFAULT_EVENT_LOOP_DELAY_MS = 1000;
const MB = 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler of pressure; one that returns nothing serves the request. */
    pressureHandler?: () => void;
  }
}

/** Route config of a call served even under pressure: liveness, since a busy process is alive. */
export const servedUnderPressure = { pressureHandler: () => undefined };

/** What a shed request gets: the API's envelope, through the error handler. */
class Busy extends ApiError {
  constructor() {
    super(503, MESSAGES.busy, undefined, { 'retry-after': String(RETRY_AFTER_S) });
  }
}

/**
 * Sheds load: while the event loop lags past MAX_EVENT_LOOP_DELAY (mean over each second) or the
 * heap in use passes MAX_HEAP_USED, new requests get 503 at once instead of queueing behind the
 * work that already cannot keep up; a load balancer sends them elsewhere.
 */
export async function registerLoadShedding(app: FastifyInstance, settings: Settings): Promise<void> {
  // Near V8's limit every allocation runs a full collection, and past it the process dies.
  const heapMb = settings.MAX_HEAP_USED ?? Math.floor((0.9 * getHeapStatistics().heap_size_limit) / MB);
  await app.register(underPressure, {
    maxEventLoopDelay: settings.MAX_EVENT_LOOP_DELAY ?? (settings.DATABASE_URL ? DEFAULT_EVENT_LOOP_DELAY_MS : 0),
    maxHeapUsedBytes: heapMb * MB,
    retryAfter: RETRY_AFTER_S,
    customError: Busy,
  });
}
