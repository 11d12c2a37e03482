import { SelectInput, useListContext, type RaRecord, type SelectInputProps } from 'react-admin';
import { useMemo, type ChangeEvent } from 'react';
import { isAll } from './selectAll';

/**
 * The choices, with the list's value among them when it is none of them (an address or saved
 * view holding a status the filter does not offer): a blank select would hide what the list was
 * asked for, which the list's error then names.
 */
const useShownChoices = (choices: SelectInputProps['choices'], value: unknown) =>
  useMemo(() => {
    const offered = (choices ?? []) as { id?: unknown }[];
    if (isAll(value) || offered.some((choice) => choice.id === value)) return choices;
    return [...offered, { id: value, name: 'app.list.unknown_choice' }];
  }, [choices, value]);

/**
 * A select in a list's filter bar that applies its choice at once. The filter form waits 500 ms
 * after each change so that typing in the search box sends one call, not one per key; a click on
 * a choice is already final and need not wait. The form applies the same values again afterwards,
 * which changes nothing.
 * A filter is never required: it takes no validate, which would put an asterisk on its label.
 */
export const ChoiceFilter = (props: Omit<SelectInputProps, 'validate'> & { source: string }) => {
  const { filterValues, setFilters } = useListContext();
  const choices = useShownChoices(props.choices, filterValues[props.source]);
  return (
    <SelectInput
      {...props}
      choices={choices}
      onChange={(event: ChangeEvent<HTMLInputElement> | RaRecord) => {
        // A choice comes as the input's change, or as the chosen record when one is created.
        const value = 'target' in event ? event.target.value : event.id;
        const { [props.source]: _previous, ...others } = filterValues;
        setFilters(value === '' || value === undefined ? others : { ...others, [props.source]: value }, undefined, false);
      }}
    />
  );
};
