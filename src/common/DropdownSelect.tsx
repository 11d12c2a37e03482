import { memo, useMemo } from 'react';
import { SelectInput, useGetList, useTranslate, type SelectInputProps } from 'react-admin';
import { ALL } from './selectAll';

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
    { filter: referenceFilter, pagination: { page: 1, perPage: 1000 }, meta: { dropdown: true } },
    { enabled },
  );
  const allText = allLabel && translate(allLabel);
  const choices = useMemo(() => {
    const rows = enabled ? data : NONE;
    return allText ? [{ id: ALL, name: allText }, ...rows] : rows;
  }, [enabled, data, allText]);
  return <KeptSelectInput optionText="name" {...props} choices={choices} isPending={enabled && isPending} />;
};
