import type { GetResourceLabel, TranslateFunction } from 'react-admin';

/** An import page's title, by its list's plural name ("Import Categories"), also shown while the page's code loads. */
export const importTitle = (translate: TranslateFunction, getResourceLabel: GetResourceLabel, resource: string) =>
  translate('app.imports.title', { name: getResourceLabel(resource, 2) });
