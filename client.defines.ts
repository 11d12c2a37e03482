// Values the client build takes from schema/ at build time, so the first screen carries them
// without loading the declarations (and zod). Shared by vite.config.ts and the ui tests.
import { ENTITIES } from './schema';
import { lookupApisOf } from './schema/registry';

export const clientDefines = () => ({
  __LOOKUP_APIS__: JSON.stringify(lookupApisOf(ENTITIES)),
  __LOOKUP_SUBJECTS__: JSON.stringify(Object.fromEntries(ENTITIES.map((entity) => [entity.resource, entity.subject]))),
});
