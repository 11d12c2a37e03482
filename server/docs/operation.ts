import type { z } from 'zod';

/**
 * What the OpenAPI document says about a route beyond its path and access: a route declares it in
 * `config.doc`, next to the zod schema its handler parses, so the two cannot drift apart.
 */
export interface OperationDoc {
  /** The group the browsable page lists it under. */
  tag: string;
  summary: string;
  /** The body the handler validates (422 on failure); absent for calls that take none. */
  body?: z.ZodType;
  /** The body may be multipart/form-data (files), as well as JSON. */
  multipart?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: OperationDoc;
  }
}
