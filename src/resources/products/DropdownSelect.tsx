import { SelectInput, useGetList, useTranslate, type SelectInputProps } from 'react-admin';
import { ALL } from './productListParams';

type DropdownSelectProps = Omit<SelectInputProps, 'choices'> & {
  /** react-admin resource whose dropdown call (/api/dropdown-<api>-list) gives the choices. */
  reference: string;
  /** Body of the dropdown call (e.g. { category_id }). */
  referenceFilter?: Record<string, unknown>;
  /** Leaves the call out until it has what it needs (sub categories need a category). */
  enabled?: boolean;
  /** Adds 'Select All' (value All) first: the list filters. */
  withAll?: boolean;
};

/** A select whose choices come from a dropdown call (spec 7). */
export const DropdownSelect = ({
  reference,
  referenceFilter = {},
  enabled = true,
  withAll = false,
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
  const all = { id: ALL, [typeof optionText === 'string' ? optionText : 'name']: translate('resources.products.select_all') };
  return (
    <SelectInput
      {...props}
      optionText={optionText}
      choices={withAll ? [all, ...rows] : rows}
      isPending={enabled && isPending}
    />
  );
};
