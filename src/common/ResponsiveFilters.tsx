// A list's filters on a phone: only the search box stays on screen; the others wait behind
// react-admin's own filter button ("Add filter") until chosen, or while they narrow the list.
import { cloneElement, isValidElement, useEffect, useMemo, useRef, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import { Box } from '@mui/material';
import { FilterButton, FilterContext, FilterForm, FilterFormInputClasses, useListContext, usePermissions } from 'react-admin';
import { canAccess, type AccessRequest } from '../providers/canAccess';
import { focusTargetOf } from './focusTarget';
import { ALL } from './selectAll';
import { useIsSmall } from './useIsSmall';
import { useSignedInUser } from './useSignedInUser';

/** The source of the search box, the one filter a phone keeps on screen. */
const SEARCH = 'q';

/** A filter element may say whose permission it needs (`access`); it then hides itself without it. */
export interface FilterAccessProps {
  access?: AccessRequest;
}

const sourceOf = (filter: ReactElement) => (filter.props as { source?: string }).source;

/** Empty and 'Select All' narrow nothing, so such a filter need not take a line of the phone. */
const narrows = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== ALL;

/** The filters the signed-in user may use: one declaring `access` is left out without it. */
const useAllowedFilters = (filters: ReactElement[]) => {
  const { permissions } = usePermissions<string[]>();
  const { accountType } = useSignedInUser();
  return useMemo(
    () =>
      filters.filter((filter) => {
        const access = (filter.props as FilterAccessProps).access;
        return !access || canAccess(access, { permissions: permissions ?? [], accountType });
      }),
    [filters, permissions, accountType],
  );
};

/**
 * react-admin's filter button focuses a filter it has just shown by its `input[name]`, which for
 * a select is MUI's hidden native input: the combobox beside it takes the focus instead.
 */
const focusShownFilter = (event: FocusEvent<HTMLElement>) => {
  const target = focusTargetOf(event.target);
  if (target !== event.target) target?.focus();
};

const isMenuItem = (target: EventTarget) => (target as HTMLElement).closest('[role="menuitemcheckbox"]') !== null;

/**
 * The phone's filter row: the filters react-admin's form would show, less those a default leaves
 * on 'Select All' (react-admin shows every filter with a value), and the filter button beside them.
 */
const PhoneFilters = ({ filters }: { filters: ReactElement[] }) => {
  const { filterValues, displayedFilters = {} } = useListContext();
  const allowed = useAllowedFilters(filters);
  const shown = allowed.filter((filter) => {
    const source = sourceOf(filter)!;
    return source === SEARCH || displayedFilters[source] || narrows(filterValues?.[source]);
  });
  const filterButton = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLDivElement>(null);
  // react-admin focuses a filter chosen from its menu 50 ms after the choice, and misses it when the
  // list takes longer to draw it (a busy phone): the filter focuses itself once drawn, after a choice.
  const chosen = useRef(false);
  const displayed = Object.keys(displayedFilters).filter((source) => displayedFilters[source]);
  const before = useRef(displayed);
  useEffect(() => {
    const added = displayed.find((source) => !before.current.includes(source));
    before.current = displayed;
    if (!added || !chosen.current) return;
    chosen.current = false;
    const named = form.current?.querySelector<HTMLElement>(`[name="${added}"]`);
    if (named) focusTargetOf(named)?.focus();
  });
  // A filter's remove button goes with its filter, and the focus would fall to the page: it goes to
  // the next filter's remove button, else the previous one's, else the filter button.
  const keepFocusOnRemove = (event: MouseEvent<HTMLElement>) => {
    const removes = [...event.currentTarget.querySelectorAll<HTMLElement>(`.${FilterFormInputClasses.hideButton}`)];
    const at = removes.findIndex((remove) => remove.contains(event.target as Node));
    if (at < 0) return;
    (removes[at + 1] ?? removes[at - 1] ?? filterButton.current?.querySelector('button'))?.focus();
  };
  return (
    // The button follows the filters, level with the last line (the search box alone, at first):
    // drawn where Tab meets it, after every filter shown, rather than beside the search box.
    <Box sx={{ display: 'flex', alignItems: 'flex-end', width: '100%', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }} ref={form} onFocus={focusShownFilter} onClick={keepFocusOnRemove}>
        <FilterContext.Provider value={shown}>
          <FilterForm />
        </FilterContext.Provider>
      </Box>
      {/* Its menu's items are in a portal, whose clicks React passes up here. */}
      <Box sx={{ pb: 1 }} ref={filterButton} onClick={(event) => (chosen.current = isMenuItem(event.target))}>
        <FilterContext.Provider value={allowed}>
          {/* Saved queries would be one more thing on a small menu; desktop does not offer them either. */}
          <FilterButton disableSaveQuery />
        </FilterContext.Provider>
      </Box>
    </Box>
  );
};

/**
 * A list's `filters` prop: on wide screens the filters as declared (all `alwaysOn`); under 600 px
 * the search box alone is always on and the rest are offered by the filter button. A filter set
 * from the address is applied either way (the list reads the address) and, unless it is on
 * 'Select All', shown. A list whose only filter is its search box is left as it is.
 */
export const useResponsiveFilters = (filters: ReactElement[]): ReactElement[] | ReactElement => {
  const small = useIsSmall();
  return useMemo(() => {
    if (!small || filters.every((filter) => sourceOf(filter) === SEARCH)) return filters;
    const phone = filters
      .filter(isValidElement)
      .map((filter) => (sourceOf(filter) === SEARCH ? filter : cloneElement(filter, { alwaysOn: false } as object)));
    // An element rather than an array: react-admin then renders it in place of its own filter form.
    return <PhoneFilters filters={phone} />;
  }, [small, filters]);
};
