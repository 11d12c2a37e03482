import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi, type RegisteredRoute } from './openapi';

const page = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'page', name), 'utf8');

/**
 * GET /api/docs: a page that lists the calls; GET /api/docs/openapi.json: the document itself.
 * The page is a public shell (a browser cannot send a bearer token when it opens a URL); its
 * script fetches the document with the token the admin keeps in this origin's storage, so only
 * signed-in accounts read the API's map.
 */
export function docsRoutes(routes: readonly RegisteredRoute[]) {
  return async function register(app: FastifyInstance) {
    const html = page('index.html');
    const script = page('docs.js');
    let document: ReturnType<typeof buildOpenApi> | undefined;
    const pub = {
      config: {
        access: 'public' as const,
        doc: { tag: 'Docs', summary: 'This API, as a page that lists every call (needs a sign-in in the admin to show them).' },
      },
    };

    app.get('/api/docs', pub, (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
    app.get('/api/docs/docs.js', pub, (_request, reply) => reply.type('text/javascript; charset=utf-8').send(script));
    app.get(
      '/api/docs/openapi.json',
      { config: { access: 'signed-in', doc: { tag: 'Docs', summary: 'This API as an OpenAPI 3.1 document.' } } },
      () => {
        // Built once, on first use: every route is registered by then.
        document ??= buildOpenApi(routes);
        return document;
      },
    );
  };
}
