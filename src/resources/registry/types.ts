// What the always-loaded shell (App, Menu) knows of a registry resource. Types only, so the shell
// can name them without loading zod or the declarations (they come in a chunk of their own).
import type { ComponentType } from 'react';

export interface RegistryResource {
  /** react-admin resource name (resources.<resource> in i18n). */
  resource: string;
  /** Route under /admin, e.g. 'lookup/category'. */
  route: string;
  /** Sidebar group. */
  menu: 'category' | 'lookup';
  icon: ComponentType;
  /** The record field react-admin shows for a row (titles, references). */
  recordRepresentation: string;
  /** The screen at `route`: list, filters and the create / edit dialogs. */
  list: ComponentType;
}

/** Loads the registry resources; the default imports schema/ lazily (registryContext.tsx). */
export type LoadRegistry = () => Promise<readonly RegistryResource[]>;
