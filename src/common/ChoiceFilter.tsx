import { SelectInput, useListContext, type RaRecord, type SelectInputProps } from 'react-admin';
import type { ChangeEvent } from 'react';

/**
 * A select in a list's filter bar that applies its choice at once. The filter form waits 500 ms
 * after each change so that typing in the search box sends one call, not one per key; a click on
 * a choice is already final and need not wait. The form applies the same values again afterwards,
 * which changes nothing.
 * A filter is never required: it takes no validate, which would put an asterisk on its label.
 */
export const ChoiceFilter = (props: Omit<SelectInputProps, 'validate'> & { source: string }) => {
  const { filterValues, setFilters } = useListContext();
  return (
    <SelectInput
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement> | RaRecord) => {
        // A choice comes as the input's change, or as the chosen record when one is created.
        const value = 'target' in event ? event.target.value : event.id;
        const { [props.source]: _previous, ...others } = filterValues;
        setFilters(value === '' || value === undefined ? others : { ...others, [props.source]: value }, undefined, false);
      }}
    />
  );
};
