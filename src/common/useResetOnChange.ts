import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useListContext } from 'react-admin';
import { ALL, isAll } from './selectAll';

/**
 * A filter left out of the address, or emptied by its input as it mounts, is Select All: a link
 * that leaves the category out is no change of category, and setting an absent product to Select
 * All would be a change of the form, which react-admin writes to the address back on page 1.
 */
const orAll = (value: unknown) => (isAll(value) ? ALL : value);

/**
 * Puts `source` back to `value` (Select All) when the user changes any of the `watched` filters:
 * a sub category or product chosen under another category no longer applies. For list filter
 * forms only.
 */
export const useResetOnChange = (source: string, watched: string[], value: unknown = ALL) => {
  const { getValues, setValue } = useFormContext();
  const { filterValues } = useListContext();
  const current = JSON.stringify((useWatch({ name: watched }) as unknown[]).map(orAll));
  // The filters the list shows. The form takes them from the address after it mounts (a reload,
  // a pasted link, Back): that change is no user's choice and must not reset anything.
  const applied = JSON.stringify(watched.map((name) => orAll(filterValues?.[name])));
  const previous = useRef(current);
  useEffect(() => {
    // Only a real change: setting the value it already has still fires the filter form's watch,
    // and react-admin then rewrites the address half a second later (a click on Add New in
    // that moment was taken back to the list).
    if (previous.current !== current && current !== applied && orAll(getValues(source)) !== value) setValue(source, value);
    previous.current = current;
  }, [current, applied, getValues, setValue, source, value]);
};
