import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ALL } from './selectAll';

/**
 * Puts `source` back to `value` (Select All) when any of the `watched` fields changes: a sub
 * category or product chosen under another category no longer applies (spec 4 "Order filters").
 */
export const useResetOnChange = (source: string, watched: string[], value: unknown = ALL) => {
  const { getValues, setValue } = useFormContext();
  const current = JSON.stringify(useWatch({ name: watched }));
  const previous = useRef(current);
  useEffect(() => {
    // Only a real change: setting the value it already has still fires the filter form's watch,
    // and react-admin then rewrites the address half a second later (a click on Add New in
    // that moment was taken back to the list).
    if (previous.current !== current && getValues(source) !== value) setValue(source, value);
    previous.current = current;
  }, [current, getValues, setValue, source, value]);
};
