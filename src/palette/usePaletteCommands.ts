import type { ComponentType } from 'react';
import { useCanAccessResources, useGetResourceLabel, useTranslate } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { CREATE_STATE } from '../common/useCreateFromAddress';
import { translateInEnglish } from '../i18n/i18nProvider';
import { NAV } from '../layout/navEntries';
import { useRegistry } from '../resources/registryContext';

/** A palette entry that is not a record: a screen to go to, or something to start there. */
export interface PaletteCommand {
  id: string;
  label: string;
  /** The label in English, matched too: a Hindi screen is often searched in English words. */
  english: string;
  icon: ComponentType;
  to: string;
  /** Navigation state for the screen (CREATE_STATE opens a list's create dialog). */
  state?: object;
}

/** Screens that create a record on a page of their own; other lists create in a dialog. */
const CREATE_PAGES: Record<string, string> = { products: '/product/create', labour: '/labor/create' };

/** Every word typed appears in the label, whatever the case. */
export const matchesAllWords = (label: string, typed: string) => {
  const text = label.toLocaleLowerCase();
  return typed
    .toLocaleLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
};

/** A resource's name in English, as react-admin names it in the app's language (useGetResourceLabel). */
const englishLabel = (resource: string, count: number) =>
  translateInEnglish(`resources.${resource}.name`, { smart_count: count, _: resource });

/**
 * The palette's "Go to" entries (the sidebar's screens, the declared lookups among them) and
 * its "Create ..." actions, each only for a caller who may list (or create) that resource, as
 * the menu and the lists' Add buttons decide (canAccess).
 */
export const usePaletteCommands = () => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const registry = useRegistry() ?? [];

  const places = [
    ...[NAV.dashboard, NAV.users, NAV.products, NAV.orders, NAV.labour, NAV.reports].map((e) => ({
      ...e,
      name: translate(e.label),
      english: translateInEnglish(e.label),
    })),
    ...registry.map((r) => ({
      to: `/${r.route}`,
      icon: r.icon,
      resource: r.resource,
      name: translate(`resources.${r.resource}.menu`, { _: getResourceLabel(r.resource, 2) }),
      english: translateInEnglish(`resources.${r.resource}.menu`, { _: englishLabel(r.resource, 2) }),
    })),
    ...[NAV.roles, NAV.audit].map((e) => ({ ...e, name: translate(e.label), english: translateInEnglish(e.label) })),
  ];
  const creatable = [
    { resource: 'products', list: '/products' },
    { resource: 'users', list: '/users' },
    { resource: 'labour', list: '/labors' },
    ...registry.map((r) => ({ resource: r.resource, list: `/${r.route}` })),
  ];
  const { canAccess: mayList } = useCanAccessResources({ action: 'list', resources: places.map((p) => p.resource) });
  const { canAccess: mayCreate } = useCanAccessResources({ action: 'create', resources: creatable.map((c) => c.resource) });

  const navigation: PaletteCommand[] = places
    .filter((p) => mayList?.[p.resource])
    .map((p) => ({
      id: `go:${p.to}`,
      label: translate('app.palette.go_to_item', { name: p.name }),
      english: translateInEnglish('app.palette.go_to_item', { name: p.english }),
      icon: p.icon,
      to: p.to,
    }));
  const actions: PaletteCommand[] = creatable
    .filter((c) => mayCreate?.[c.resource])
    .map((c) => {
      const page = Object.hasOwn(CREATE_PAGES, c.resource) ? CREATE_PAGES[c.resource] : undefined;
      return {
        id: `create:${c.resource}`,
        label: translate('app.palette.create', { name: getResourceLabel(c.resource, 1) }),
        english: translateInEnglish('app.palette.create', { name: englishLabel(c.resource, 1) }),
        icon: AddIcon,
        to: page ?? c.list,
        ...(page ? {} : { state: CREATE_STATE }),
      };
    });
  return { navigation, actions };
};
