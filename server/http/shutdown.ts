import type { Socket } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ApiError, MESSAGES } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment a stop begins: readiness answers 503 from then on. */
    readonly stopping: boolean;
    /**
     * Stops serving: closes the port, lets the requests under way finish and closes their
     * connections after them, then closes the app. Bounding the wait is the caller's part
     * (server/cli/stopOnSignals.ts).
     */
    stop(): Promise<void>;
  }
}

/**
 * A request its client sent before the stop may still sit in the kernel: its connection not yet
 * accepted (closing the port would reset it) or its bytes not yet read (its connection looks idle,
 * and Fastify's close cuts idle connections). Node accepts one connection per turn of the event
 * loop, and while PGlite runs statements a turn comes every 10 ms or so, so 60 waiting clients
 * take most of a second. The port therefore stays open until two turns in a row have accepted
 * nothing (the second reads what the last one accepted), but no longer than this, since a client
 * that keeps connecting would keep it open.
 */
const SETTLE_MAX_MS = 2_000;

/** Lets the event loop turn until the connections waiting to be accepted have been. */
async function settle(app: FastifyInstance): Promise<void> {
  let accepted = 0;
  const count = () => accepted++;
  app.server.on('connection', count);
  const until = performance.now() + SETTLE_MAX_MS;
  for (let quiet = 0; quiet < 2 && performance.now() < until;) {
    const before = accepted;
    await nextTurn();
    quiet = accepted === before ? quiet + 1 : 0;
  }
  app.server.off('connection', count);
}

/**
 * The connections on which no request has come yet. Browsers and fetch pools open them ahead of
 * a request, and Node counts them as busy, not idle: Fastify's close leaves them open and waits
 * for them, and the close also stops the check that would drop them after REQUEST_TIMEOUT. So a
 * stop would last until the client let go (a minute or more) or SHUTDOWN_GRACE ran out. Having
 * asked nothing, they lose nothing by being closed; a client opens another.
 */
function trackUnused(app: FastifyInstance): () => void {
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return () => {
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  };
}

/** Seconds a client refused during a stop is told to wait; another process (or this one restarted) answers by then. */
const RETRY_AFTER_S = 5;

/** The refusal of a request that arrives, or would begin something lasting, once a stop has begun. */
export const shuttingDown = () => new ApiError(503, MESSAGES.shuttingDown, undefined, { 'retry-after': String(RETRY_AFTER_S) });

/** What a stop does to requests and connections (the app's `stop()` and the hooks it needs). */
export function registerShutdown(app: FastifyInstance): void {
  let stopping = false;
  let closing = false;
  const closeUnused = trackUnused(app);
  app.decorate('stopping', { getter: () => stopping });
  app.decorate('stop', async () => {
    stopping = true;
    await settle(app);
    await app.close();
  });
  // Runs just before Fastify closes the port, also when a caller closes the app directly.
  app.addHook('preClose', async () => {
    stopping = closing = true;
    closeUnused();
    app.log.info('stopped accepting connections; finishing the requests under way');
  });
  // A request on a connection opened before the stop (return503OnClosing is off, so that the
  // refusal is the API's envelope, in the caller's language).
  app.addHook('onRequest', async () => {
    if (closing) throw shuttingDown();
  });
  // Node keeps a connection open after a reply unless told otherwise, and the close waits for
  // every open connection: a client keeping it (browsers and proxies do, for minutes) would hold
  // the process. So each reply during the stop closes its connection, and a reply whose headers
  // left before the stop began has its connection closed once it is sent.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
}
