import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ALL } from './selectAll';

/**
 * Puts `source` back to `value` (Select All) when any of the `watched` fields changes: a sub
 * category or product chosen under another category no longer applies (spec 4 "Order filters").
 */
export const useResetOnChange = (source: string, watched: string[], value: unknown = ALL) => {
  const { setValue } = useFormContext();
  const current = JSON.stringify(useWatch({ name: watched }));
  const previous = useRef(current);
  useEffect(() => {
    if (previous.current !== current) setValue(source, value);
    previous.current = current;
  }, [current, setValue, source, value]);
};
