import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { EntityDeclaration } from '../schema/registry';
import { registerAuth } from './auth/plugin';
import { docsRoutes } from './docs/routes';
import { recordRoutes } from './docs/openapi';
import { authRoutes } from './auth/routes';
import type { Settings } from './config/settings';
import type { Database } from './db/database';
import { healthRoutes } from './health/routes';
import { AfterReply } from './http/afterReply';
import { registerErrorHandling } from './http/errorHandler';
import { registerLoadShedding } from './http/loadShedding';
import { MAX_FIELD_BYTES } from './http/multipart';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerShutdown } from './http/shutdown';
import { registerTextGuard } from './http/textGuard';
import { registryRoutes } from './registry/routes';
import { createMailer } from './mail/mailer';
import { accountRoutes } from './resources/accounts/routes';
import { approvalRoutes } from './resources/approval/routes';
import { auditRoutes } from './resources/audit/routes';
import { mailRoutes } from './resources/mail/routes';
import { pincodeRoutes } from './resources/pincodes/routes';
import { productRoutes } from './resources/products/routes';
import { roleRoutes } from './resources/roles/routes';
import { feedbackRoutesPlugin } from './resources/feedback/routes';
import { labourRoutes } from './resources/labour/routes';
import { orderRoutes } from './resources/orders/routes';
import { dashboardRoutes } from './resources/dashboard/routes';
import { reportRoutes } from './resources/reports/routes';
import { searchRoutes } from './resources/search/routes';
import { userRoutes } from './resources/users/routes';
import { viewRoutes } from './resources/views/routes';
import { importRoutes } from './resources/imports/routes';
import { LiveBus } from './live/bus';
import { liveRoutes } from './live/routes';
import { uiRoutes } from './ui/static';
import { ImageStore } from './uploads/images';
import { uploadRoutes } from './uploads/serve';
import { openUploadStore } from './uploads/store';
import { registerMetrics } from './metrics/metrics';
import { serializeReply } from './http/jsonText';
import { loggerOptions } from './http/logging';
import { registerMessageTranslation, type UntranslatedListener } from './i18n/replies';

export interface AppOptions {
  settings: Settings;
  database: Database;
  /** Where the built client lives; defaults to ./dist. */
  distDir?: string;
  logger?: boolean;
  /** The declared entities to serve; tests pass fixtures, the product uses schema/. */
  entities?: readonly EntityDeclaration[];
  /** Sees every route as it is registered (the permission matrix test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Told every reply message the Hindi table lacks (the API tests fail on any). */
  onUntranslated?: UntranslatedListener;
}

/** Builds the whole HTTP application; used by `npm start` and by every API test. */
export async function buildApp({
  settings,
  database,
  distDir,
  logger = true,
  entities,
  onRoute,
  onUntranslated,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && loggerOptions(settings.LOG_LEVEL),
    bodyLimit: settings.BODY_LIMIT,
    // A client that trickles its request (slowloris) is answered 408 and dropped; Node checks
    // open connections once a second instead of its default 30 s, so the limit is what it says.
    requestTimeout: settings.REQUEST_TIMEOUT * 1000,
    http: { headersTimeout: settings.REQUEST_TIMEOUT * 1000, connectionsCheckingInterval: 1000 },
    trustProxy: settings.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: false },
    // A stop closes idle kept-alive connections at once and answers requests that still arrive
    // on open ones itself (./http/shutdown.ts).
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  // Every call takes JSON or multipart: a text body is refused as any other type, not read as a
  // string that validation would then describe in its own words.
  app.removeContentTypeParser('text/plain');
  const routes = recordRoutes(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerMessageTranslation(app, onUntranslated);
  app.setReplySerializer(serializeReply);
  registerShutdown(app);
  await registerMetrics(app, database, settings);
  await registerLoadShedding(app, settings);
  await registerSecurityHeaders(app);
  registerAuth(app, database.db);
  registerTextGuard(app);
  await app.register(healthRoutes(database.db, database.kind));
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { fieldSize: MAX_FIELD_BYTES, parts: 300 } });
  await app.register(authRoutes(database.db, settings));
  const uploads = openUploadStore(settings, database.db);
  const images = new ImageStore(uploads);
  const mailer = createMailer({ smtpUrl: settings.SMTP_URL, outboxDir: settings.outboxDir, from: settings.MAIL_FROM });
  const afterReply = new AfterReply(app.log, (settings.SHUTDOWN_GRACE * 1000) / 2);
  app.addHook('onClose', () => afterReply.close());
  await app.register(registryRoutes(database.db, images, entities));
  await app.register(userRoutes(database.db, images, mailer, afterReply, settings));
  await app.register(approvalRoutes(database.db, mailer, afterReply, settings));
  await app.register(pincodeRoutes(database.db));
  await app.register(productRoutes(database.db, images));
  await app.register(feedbackRoutesPlugin(database.db));
  await app.register(labourRoutes(database.db, images));
  await app.register(orderRoutes(database.db));
  await app.register(dashboardRoutes(database.db));
  await app.register(reportRoutes(database.db));
  await app.register(searchRoutes(database.db, entities));
  await app.register(auditRoutes(database.db));
  await app.register(roleRoutes(database.db));
  await app.register(accountRoutes(database.db, images, mailer, afterReply, settings));
  await app.register(mailRoutes(database.db, mailer, settings));
  await app.register(viewRoutes(database.db));
  await app.register(importRoutes(database.db));
  await app.register(
    liveRoutes(database.db, new LiveBus(database.db, database.liveNotices, app.log), settings.LIVE_MAX_STREAMS_PER_ACCOUNT),
  );
  await app.register(docsRoutes(routes));
  await app.register(uploadRoutes(uploads));
  await app.register(uiRoutes(distDir ?? path.resolve('dist'), settings.PUBLIC_WEB_URL));
  return app;
}
