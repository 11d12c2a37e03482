/** 'All' is the 'Select All' choice of a list filter; the server reads it as no filter. */
export const ALL = 'All';

/** A filter that narrows nothing: Select All, or left out or emptied (an input comes up empty). */
export const isAll = (value: unknown) => value === undefined || value === null || value === '' || value === ALL;

// One function for every drawing: a memoised select (DropdownSelect) is then not drawn again.
const shownAsAll = (value: unknown) => (isAll(value) ? ALL : value);

/**
 * A select filter's props for its Select All (`allLabel`, an i18n key): the select's own empty
 * choice is Select All, so the menu has no blank line; and a filter that narrows nothing shows
 * it, also when its value is absent (left out of the address, or an input that mounts after the
 * form took the list's values, as one waiting for a permission does).
 */
export const selectAllProps = (allLabel: string) => ({ emptyValue: ALL, emptyText: allLabel, format: shownAsAll });
