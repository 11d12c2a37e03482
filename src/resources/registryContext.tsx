// The shell's view of the registry: resources derived from schema/ declarations arrive in a lazy
// chunk (zod and the declarations stay out of the first screen's bundle), then the sidebar,
// the routes and the <Resource> registrations appear from them.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { LinearProgress } from 'react-admin';
import { NotFound } from '../layout/NotFound';
import type { LoadRegistry, RegistryResource } from './registry/types';

export const loadDeclaredResources: LoadRegistry = () => import('./registry').then((module) => module.registryResources());

/** null while the chunk loads; then every declared resource. */
const RegistryContext = createContext<readonly RegistryResource[] | null>(null);

export const useRegistry = () => useContext(RegistryContext);

/** Starts loading at once, so the screens are ready by the time the sidebar is opened. */
export const useLoadedRegistry = (load: LoadRegistry) => {
  const [resources, setResources] = useState<readonly RegistryResource[] | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setResources(loaded),
      (error: unknown) => {
        // A chunk that fails to load (a deploy replaced it): the rest of the admin still works.
        console.error(error);
        if (current) setResources([]);
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return resources;
};

export const RegistryProvider = ({ value, children }: { value: readonly RegistryResource[] | null; children: ReactNode }) => (
  <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>
);

/**
 * react-admin's catch-all: while the registry loads, an address like /admin/lookup/city is not
 * unknown yet, only not ready, so it shows progress instead of "not found".
 */
export const RegistryAwareCatchAll = () => {
  const resources = useRegistry();
  return resources === null ? <LinearProgress sx={{ mt: 2 }} /> : <NotFound />;
};
