import { useListContext, useTranslate } from 'react-admin';
import { isAll } from './selectAll';

/**
 * What narrows the list, for an empty list to say: 'Filters on: Search "okra", Status: Pending,
 * Category.' The search with its term, the status with its value, the others by their field's
 * label (resources.<resource>.fields.<filter>); '' when nothing narrows it. A page's fixed scope
 * (the user whose list it is) is not a filter value, so it is never named.
 */
export function useActiveFiltersText(resource: string): string {
  const translate = useTranslate();
  const { filterValues = {} } = useListContext();
  const field = (key: string) => translate(`resources.${resource}.fields.${key}`, { _: key });
  const named = Object.entries(filterValues as Record<string, unknown>)
    .filter(([, value]) => !isAll(value))
    .map(([key, value]) => {
      if (key === 'q') return translate('app.list.search_term', { term: String(value) });
      if (key === 'status')
        return `${field(key)}: ${translate(`resources.${resource}.choices.status.${String(value)}`, { _: String(value) })}`;
      return field(key);
    });
  return named.length ? translate('app.list.filters_on', { filters: named.join(', ') }) : '';
}
