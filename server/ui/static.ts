import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built client under /admin with a history fallback, so every client route opens
 * when typed in the address bar. Paths the spec links to outside /admin are redirected into it.
 */
export function uiRoutes(distDir: string, publicWebUrl?: string) {
  return async function register(app: FastifyInstance) {
    app.get('/', (_req, reply) => reply.redirect('/admin/'));
    for (const route of ['/login', '/forgot-password', '/register', '/dashboard']) {
      app.get(route, (_req, reply) => reply.redirect(`/admin${route}`));
    }
    // The product repeats the account pages under /my-account; all of them are the own account page.
    app.get('/my-account', (_req, reply) => reply.redirect('/admin/my-account'));
    app.get('/my-account/*', (_req, reply) => reply.redirect('/admin/my-account'));
    app.get('/home', (_req, reply) =>
      publicWebUrl
        ? reply.redirect(publicWebUrl)
        : reply
            .type('text/html')
            .send(
              '<!doctype html><title>Mandi</title><p>The public web site is not configured (PUBLIC_WEB_URL). <a href="/admin/">Back to the admin</a></p>',
            ),
    );

    const indexHtml = path.join(distDir, 'index.html');
    if (!fs.existsSync(indexHtml)) {
      app.get('/admin/*', (_req, reply) => reply.code(503).type('text/plain').send('The admin UI is not built yet: run `npm run build`.'));
      return;
    }
    const hashed = path.join(distDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      // The build writes each asset's .br and .gz beside it (vite.config.ts).
      preCompressed: true,
      // A built asset's name carries a hash of its content: a browser may keep it without asking again.
      setHeaders: (reply, file) => {
        if (file.startsWith(hashed)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    const sendIndex = (_req: FastifyRequest, reply: FastifyReply) =>
      // The shell must never be cached: it names the hashed assets of the current build.
      reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    app.get('/admin', (_req, reply) => reply.redirect('/admin/'));
    app.get('/admin/', sendIndex);
    app.get('/admin/*', (request, reply) => {
      const asset = /^\/admin\/(assets\/[\w-]+(?:\.[\w-]+)+)(?:\?|$)/.exec(request.url)?.[1];
      if (asset === undefined) return sendIndex(request, reply);
      // The static routes list the files there at start: a build made since (a deploy, a rebuild)
      // names assets they lack. Those are sent; an asset that is nowhere is a 404, never the shell,
      // which a browser would refuse to run as a script and show a blank page for.
      if (!fs.existsSync(path.join(distDir, asset))) return reply.callNotFound();
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(asset, { cacheControl: false });
    });
  };
}
