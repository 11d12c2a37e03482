import { ENTITIES } from '../../../schema';
import { IMPORTS } from '../../../schema/import';
import type { Importer } from './importer';
import { lookupImporter } from './lookups';
import { productImporter } from './products';
import { userImporter } from './users';

/** Each importable list's importer, by its react-admin resource; every declared lookup has one. */
const IMPORTERS = new Map<string, Importer>([
  [userImporter.declaration.resource, userImporter],
  [productImporter.declaration.resource, productImporter],
  ...ENTITIES.map((entity): [string, Importer] => [entity.resource, lookupImporter(entity)]),
]);

// Every declared import has its importer: a declaration without one would offer a button that fails.
for (const declaration of IMPORTS) if (!IMPORTERS.has(declaration.resource)) throw new Error(`No importer for ${declaration.resource}`);

export const importerOf = (resource: string) => IMPORTERS.get(resource);
