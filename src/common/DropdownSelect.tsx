import { SelectInput, useGetList, useTranslate, type SelectInputProps } from 'react-admin';
import { ALL } from './selectAll';

export type DropdownSelectProps = Omit<SelectInputProps, 'choices'> & {
  /** react-admin resource whose dropdown call (/api/dropdown-<api>-list) gives the choices. */
  reference: string;
  /** Body of the dropdown call (e.g. { category_id }). */
  referenceFilter?: Record<string, unknown>;
  /** Leaves the call out until it has what it needs (sub categories need a category). */
  enabled?: boolean;
  /** i18n key of a first 'Select All' choice (value All), for list filters. */
  allLabel?: string;
};

/** A select whose choices come from a dropdown call. */
export const DropdownSelect = ({
  reference,
  referenceFilter = {},
  enabled = true,
  allLabel,
  optionText = 'name',
  ...props
}: DropdownSelectProps) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList(
    reference,
    { filter: referenceFilter, pagination: { page: 1, perPage: 1000 }, meta: { dropdown: true } },
    { enabled },
  );
  const rows = enabled ? data : [];
  const all = allLabel && { id: ALL, [typeof optionText === 'string' ? optionText : 'name']: translate(allLabel) };
  return <SelectInput {...props} optionText={optionText} choices={all ? [all, ...rows] : rows} isPending={enabled && isPending} />;
};
