import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Settings } from '../config/settings';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where /metrics answers (http://host:port), when METRICS_PORT is set. */
    metricsUrl?: string;
  }
}

/** The route label of a request no route matched: one value, whatever the path asked. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics on a listener of their own (METRICS_HOST:METRICS_PORT, loopback by default),
 * never on the API's port: a scraper reaches it from the host or its network, a client of the API
 * cannot, and it still answers while the API sheds load. Requests are labelled by their route's
 * pattern, so a path nobody declared cannot add a series.
 */
export async function registerMetrics(app: FastifyInstance, database: Database, settings: Settings): Promise<void> {
  if (settings.METRICS_PORT === undefined) return;
  const registry = new Registry();
  // Process CPU, memory, open files, heap, garbage collection and event-loop lag.
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its reply being sent, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  const pool = (name: string, help: string, pick: (stats: ReturnType<Database['poolStats']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(database.poolStats()));
      },
    });
  // PGlite has one connection, in use or idle, whose waiting statements are its queue.
  pool('db_pool_connections', 'Database connections open (PGlite: its one connection).', (s) => s.total);
  pool('db_pool_idle_connections', 'Database connections open and not in use.', (s) => s.idle);
  pool('db_pool_waiting_queries', 'Queries waiting for a database connection (PGlite: statements waiting their turn).', (s) => s.waiting);

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics: collection failed');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.METRICS_PORT, settings.METRICS_HOST, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  app.decorate('metricsUrl', `http://${address.includes(':') ? `[${address}]` : address}:${port}`);
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}
