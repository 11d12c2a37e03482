/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
// The OpenAPI document at /api/docs/openapi.json against the routes the app really serves, and
// the browsable page at /api/docs under the product's content security policy.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from './support/api';

let api: TestApi;
let app: FastifyInstance;
let admin: string;
let buyer: string;
let doc: any;

type Operation = { path: string; method: string; op: any };
const operations = (): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods as object).map(([method, op]) => ({ path, method, op })));

/**
 * Every method and path Fastify routes, read from its own route tree (not from the hook the
 * document is built from): each line is a node, indented 4 characters a level, whose label
 * continues its parent's path, with the methods it answers in brackets.
 */
function servedRoutes(): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([\s│├└─]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && path.startsWith('/api/')) found.push(`${method.toLowerCase()} ${path}`);
    }
  }
  return found.sort();
}

beforeAll(async () => {
  api = await startTestApi({ setup: (a) => (app = a) });
  admin = await api.login(ADMIN.email, ADMIN.password);
  const user = await api.createUser({ email: 'docs-buyer@test.local', role: 'User' });
  buyer = await api.login(user.email!, user.password);
  doc = (await api.get('/api/docs/openapi.json', admin)).body;
});
afterAll(async () => api?.close());

describe('GET /api/docs/openapi.json', () => {
  it('needs a sign-in, and any signed-in account may read it', async () => {
    expect((await api.get('/api/docs/openapi.json')).body).toEqual({ status: 401, message: 'Unauthenticated.' });
    expect((await api.get('/api/docs/openapi.json', 'not-a-token')).status).toBe(401);
    const reply = await api.get('/api/docs/openapi.json', buyer);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body.openapi).toBe('3.1.0');
  });

  it('lists every route the app serves under /api, and nothing else', () => {
    const documented = operations()
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(60);
    expect(documented).toEqual(served);
  });

  it('is a well-formed OpenAPI 3.1 document', () => {
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(doc.components.securitySchemes.bearer).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tagNames = doc.tags.map((t: { name: string }) => t.name);
    // Every $ref points at something that exists.
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const pointer = ref.slice(8, -1).replace(/^#\//, '').split('/');
      expect(
        pointer.reduce((node: any, key) => node?.[key], doc),
        ref,
      ).toBeDefined();
    }
    for (const { path, method, op } of operations()) {
      expect(path).toMatch(/^\/api\/[\w/.-]+$/);
      expect(['get', 'post']).toContain(method);
      expect(op.summary, `${path} has a summary`).not.toBe('Not described yet.');
      expect(tagNames).toEqual(expect.arrayContaining(op.tags));
      expect(op.responses['200']).toBeDefined();
      expect(op['x-permission']).toMatch(/^(public|signed-in|[\w-]+_[\w-]+)$/);
      for (const media of Object.values(op.requestBody?.content ?? {}) as { schema: any }[]) {
        expect(media.schema.type, `${path} body`).toBe('object');
        expect(Object.keys(media.schema.properties ?? {}).length, `${path} body fields`).toBeGreaterThan(0);
      }
    }
  });

  it('derives the lookups from the schema registry: fields, rules, filters and permissions', () => {
    const create = doc.paths['/api/state-create'].post;
    expect(create['x-permission']).toBe('state_create');
    expect(create.tags).toEqual(['Lookups: state']);
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'country_id']));
    expect(body.properties.country_id).toMatchObject({ type: 'string', format: 'uuid' });
    const list = doc.paths['/api/city-list'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(list.properties)).toEqual(expect.arrayContaining(['search', 'page', 'perPage', 'ids', 'country_id', 'state_id']));
    expect(list.properties.perPage.default).toBe(25);
    expect(Object.keys(doc.paths['/api/category-create'].post.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
  });

  it('describes custom routes from the zod schemas their handlers validate with', () => {
    const status = doc.paths['/api/order-status-update'].post;
    expect(status['x-permission']).toBe('order_update-status');
    expect(status.requestBody.content['application/json'].schema.properties.status.enum).toEqual([
      'Pending',
      'Progress',
      'Delivered',
      'Completed',
      'Cancel',
    ]);
    expect(status.responses).toEqual(
      expect.objectContaining({ '401': expect.anything(), '403': expect.anything(), '422': expect.anything() }),
    );
    const login = doc.paths['/api/login-user'].post;
    expect(login.security).toEqual([]);
    expect(login['x-permission']).toBe('public');
    expect(login.responses['401']).toBeUndefined();
    expect(doc.paths['/api/logout'].post['x-permission']).toBe('signed-in');
    expect(doc.paths['/api/dashboard'].get['x-permission']).toBe('dashboard_view');
  });

  it('says what the server enforces: no token is 401 exactly where the document asks for one', async () => {
    for (const { path, method, op } of operations()) {
      if (op['x-permission'] === 'public') continue;
      const reply = method === 'get' ? await api.get(path) : await api.post(path, {});
      expect(reply.status, `${method} ${path}`).toBe(401);
    }
  });

  it('says what the server enforces: a permission the buyer lacks is 403', async () => {
    for (const path of ['/api/user-list', '/api/category-create', '/api/order-delete', '/api/send_email']) {
      const op = doc.paths[path].post;
      expect(op['x-permission']).not.toMatch(/^(public|signed-in)$/);
      expect((await api.post(path, {}, buyer)).status, path).toBe(403);
    }
  });

  it('names every field the server complains about in an empty body', async () => {
    for (const { path, method, op } of operations()) {
      const schema = op.requestBody?.content['application/json'].schema;
      if (method !== 'post' || !schema?.required?.length) continue;
      const reply = await api.post(path, {}, admin);
      expect(reply.status, path).toBe(422);
      for (const field of Object.keys(reply.body.errors)) {
        expect(Object.keys(schema.properties), `${path}: ${field}`).toContain(field.split('.')[0]);
      }
    }
  });

  it('marks a field required exactly where the server refuses a body without it', async () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      const schema = op.requestBody?.content['application/json'].schema;
      if (method !== 'post' || !schema) continue;
      const reply = await api.post(path, {}, admin);
      const refused = new Set(Object.keys(reply.body.errors ?? {}).map((field) => field.split('.')[0]));
      const required = schema.required ?? [];
      // An update stops at its missing id, a file upload at its missing file, before reading the fields.
      if ([...refused].every((field) => ['id', 'user_id', 'product_id', 'file'].includes(field))) continue;
      for (const field of Object.keys(schema.properties ?? {}))
        if (required.includes(field) !== refused.has(field))
          wrong.push(`${path}: ${field} ${reply.status} ${JSON.stringify(reply.body.errors)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the page to anyone, with no inline script, under the content security policy', async () => {
    const reply = await api.raw('/api/docs', { method: 'GET' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = reply.body as string;
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script src="/api/docs/docs.js" defer>']);
    expect(html).toMatch(/<script[^>]*><\/script>/);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('/api/docs/openapi.json');
  });

  it('serves its script from this origin', async () => {
    const reply = await api.raw('/api/docs/docs.js', { method: 'GET' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(reply.body).toContain("fetch('/api/docs/openapi.json'");
    expect(reply.body).not.toMatch(/innerHTML|eval\(|new Function/);
  });
});
