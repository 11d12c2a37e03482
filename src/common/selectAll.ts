import { createElement } from 'react';
import { FilterLabel } from './FilterLabel';
/** 'All' is the 'Select All' choice of a list filter; the server reads it as no filter. */
export const ALL = 'All';

/** A filter that narrows nothing: Select All, or left out or emptied (an input comes up empty). */
export const isAll = (value: unknown) => value === undefined || value === null || value === '' || value === ALL;

// One function for every drawing: a memoised select (DropdownSelect) is then not drawn again.
const shownAsAll = (value: unknown) => (isAll(value) ? ALL : value);

/** The choices of a select filter, Select All (`allLabel`, an i18n key) first. */
export const withAll = <C extends object>(allLabel: string, choices: readonly C[]) => [{ id: ALL, name: allLabel }, ...choices];

/**
 * A select filter's props beside its Select All choice (withAll). It is marked required only so
 * that react-admin leaves out its empty choice, a blank line whose accessible name is "Clear value"
 * whatever it shows; its `label` (an i18n key) is drawn as an element, which bears no asterisk. A
 * filter that narrows nothing shows Select All, also when its value is absent (left out of the
 * address, or an input that mounts after the form took the list's values, as one waiting for a
 * permission does).
 */
export const selectAllProps = (label: string) => ({ isRequired: true, label: createElement(FilterLabel, { label }), format: shownAsAll });
