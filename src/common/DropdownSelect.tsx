import { memo, useMemo } from 'react';
import { SelectInput, useGetList, useTranslate, type SelectInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ALL, isAll } from './selectAll';

export type DropdownSelectProps = Omit<SelectInputProps, 'choices'> & {
  /** react-admin resource whose dropdown call (/api/dropdown-<api>-list) gives the choices. */
  reference: string;
  /** Body of the dropdown call (e.g. { category_id }). */
  referenceFilter?: Record<string, unknown>;
  /** Leaves the call out until it has what it needs (sub categories need a category). */
  enabled?: boolean;
  /** i18n key of a first Select All choice (value All), for list filters. */
  allLabel?: string;
};

const NONE: never[] = [];
const LIMIT = 1000;

/**
 * Drawn again only when its own props change: a products dropdown holds up to a thousand
 * choices, and each drawing makes every one of them a menu item, even with the menu closed.
 */
const KeptSelectInput = memo(SelectInput);

/** A select whose choices come from a dropdown call. */
export const DropdownSelect = ({ reference, referenceFilter = {}, enabled = true, allLabel, ...props }: DropdownSelectProps) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList(
    reference,
    { filter: referenceFilter, pagination: { page: 1, perPage: LIMIT }, meta: { dropdown: true } },
    { enabled },
  );
  const value: unknown = useWatch({ name: props.source ?? '' });
  const allText = allLabel && translate(allLabel);
  // A filter on a record gone since (a saved view's deleted category) is shown as such: a blank
  // select over an empty list hid why nothing matched. Only a whole list of choices can tell.
  const gone = Boolean(allText) && enabled && !isPending && data.length < LIMIT && !isAll(value) && !data.some((row) => row.id === value);
  const goneId = gone ? String(value) : undefined;
  const goneText = translate('app.list.gone_choice');
  const choices = useMemo(() => {
    const rows = enabled ? data : NONE;
    const shown = allText ? [{ id: ALL, name: allText }, ...rows] : rows;
    return goneId ? [...shown, { id: goneId, name: goneText }] : shown;
  }, [enabled, data, allText, goneId, goneText]);
  return <KeptSelectInput optionText="name" {...props} choices={choices} isPending={enabled && isPending} />;
};
