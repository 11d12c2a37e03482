// The registry's client side: a react-admin resource for each schema/ declaration, with no
// per-entity screen code. Loaded lazily (see ../registryContext.tsx), so zod stays out of the
// first screen's bundle.
import { ENTITIES } from '../../../schema';
import { labelFieldOf, lookupApisOf, type EntityDeclaration } from '../../../schema/registry';
import { registerResourceSubject } from '../../providers/canAccess';
import { registerResourceApi } from '../../providers/resources';
import { iconOf } from './icons';
import { RegistryList } from './RegistryList';
import type { RegistryResource } from './types';

/** The resource definition of one declaration; also tells the data and auth providers about it. */
export function registryResourceOf(entity: EntityDeclaration): RegistryResource {
  registerResourceApi(entity.resource, lookupApisOf([entity])[entity.resource]);
  registerResourceSubject(entity.resource, entity.subject);
  const Screen = () => <RegistryList entity={entity} />;
  Screen.displayName = `RegistryList(${entity.resource})`;
  return {
    resource: entity.resource,
    route: entity.route,
    menu: entity.menu,
    icon: iconOf(entity.resource),
    recordRepresentation: labelFieldOf(entity),
    list: Screen,
  };
}

export const registryResources = (entities: readonly EntityDeclaration[] = ENTITIES): RegistryResource[] =>
  entities.map(registryResourceOf);
