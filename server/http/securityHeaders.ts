import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every reply (issue 10), with a content security policy that fits the built
 * UI: scripts only from this origin (Vite emits no inline script), styles inline as well because
 * MUI's emotion injects <style> elements, images also from data: and blob: (initials and the
 * previews of chosen files). No CORS headers are sent, so other origins cannot call the API.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The UI and its images are served from this origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
