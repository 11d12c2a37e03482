import fs from 'node:fs';
import path from 'node:path';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../auth/context';
import './operation';

/** A route as Fastify registered it: the source of truth the document is built from. */
export interface RegisteredRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

/**
 * Records every route registered after this call (Fastify's onRoute hook). The document is built
 * from this list, so a route cannot exist without appearing in it.
 */
export function recordRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD twins of GET routes are Fastify's own, not operations of ours.
    for (const method of methods)
      if (method !== 'HEAD')
        routes.push({ method: method.toLowerCase(), url: route.url ?? route.path, config: (route.config ?? {}) as FastifyContextConfig });
  });
  return routes;
}

const version = (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string })
  .version;

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const camel = (text: string) => text.replace(/[-_](.)/g, (_m, c: string) => c.toUpperCase());

/** JSON Schema (2020-12, what OpenAPI 3.1 uses) of what a client sends, from the handler's zod schema. */
function inputSchema(schema: z.ZodType) {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
}

function accessOf(config: FastifyContextConfig): Access {
  return config.access ?? 'signed-in';
}

function operation(route: RegisteredRoute) {
  const access = accessOf(route.config);
  const doc = route.config.doc;
  const permission = typeof access === 'object' ? access.permission : access;
  const json = doc?.body && inputSchema(doc.body);
  // An object with no fields (a dropdown without filters) is no body to a reader.
  const body = json && Object.keys((json.properties as object | undefined) ?? {}).length ? json : undefined;
  const responses: Record<string, unknown> = { '200': ref('Success') };
  if (access !== 'public') responses['401'] = ref('Unauthenticated');
  if (typeof access === 'object') responses['403'] = ref('Forbidden');
  if (body) responses['422'] = ref('ValidationFailed');
  responses.default = ref('Error');
  return {
    operationId: camel(`${route.method}-${route.url.replace(/^\/api\//, '')}`),
    tags: [doc?.tag ?? 'Other'],
    summary: doc?.summary ?? 'Not described yet.',
    'x-permission': permission,
    ...(access === 'public' ? { security: [] } : {}),
    ...(body
      ? {
          requestBody: {
            content: { 'application/json': { schema: body }, ...(doc?.multipart ? { 'multipart/form-data': { schema: body } } : {}) },
          },
        }
      : {}),
    responses,
  };
}

const errorBody = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'integer' },
    message: { type: 'string' },
    request_id: { type: 'string', description: 'On 500 only: the id of the log line.' },
  },
};

/** The OpenAPI 3.1 document of every /api route the app registered. */
export function buildOpenApi(routes: readonly RegisteredRoute[]) {
  const api = routes.filter((r) => r.url.startsWith('/api/')).sort((a, b) => a.url.localeCompare(b.url));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of api) (paths[route.url] ??= {})[route.method] = operation(route);
  const tags = [...new Set(api.map((r) => r.config.doc?.tag ?? 'Other'))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mandi back office API',
      version,
      description:
        'Every call answers `{status, message, data}`. Send `Authorization: Bearer <access_token>` from `/api/login-user`. ' +
        '`x-permission` on each operation names the permission it needs (`public`: none; `signed-in`: any valid token; a Super Admin passes every check).',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: '32 random bytes, base64url, from /api/login-user.' } },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['status', 'message', 'data'],
          properties: { status: { const: 200 }, message: { type: 'string' }, data: {} },
        },
        Error: errorBody,
        ValidationError: {
          ...errorBody,
          required: ['status', 'message', 'errors'],
          properties: {
            ...errorBody.properties,
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
      responses: {
        Success: {
          description:
            'Done; `data` holds the result (a list call: `{data, current_page, last_page, per_page, total, total_is_estimate, from, to}`).',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
        },
        Unauthenticated: {
          description: 'No, unknown, expired or revoked token: `Unauthenticated.`',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        Forbidden: {
          description: 'Signed in without the permission: `This action is unauthorized.`',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        ValidationFailed: {
          description: 'The body breaks a rule: `errors` maps each field to its messages.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } },
        },
        Error: {
          description:
            '400 bad JSON, 404 not found, 409 conflict, 413 too large, 415 content type, 429 too many attempts, 500 `Something went wrong!` with `request_id`.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
