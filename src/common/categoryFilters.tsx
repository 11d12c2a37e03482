import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { FilterAccessProps } from './ResponsiveFilters';
import { DropdownSelect, type DropdownSelectProps } from './DropdownSelect';
import { ALL, selectAllProps } from './selectAll';
import { useResetOnChange } from './useResetOnChange';

/** A list filter fed by a dropdown call, Select All first; never required, no helper text. */
export const DropdownFilter = ({
  label,
  ...props
}: Omit<DropdownSelectProps, 'validate' | 'label'> & { label: string; allLabel: string }) => {
  // Made once: a new label element would draw the memoised select again.
  const shown = useMemo(() => selectAllProps(label), [label]);
  return <DropdownSelect {...shown} helperText={false} sx={FILTER_SX} {...props} />;
};

const FILTER_SX = { minWidth: 180 };

export interface ListFilterProps extends FilterAccessProps {
  source: string;
  /** i18n keys of the label and of the 'Select All' choice. */
  label: string;
  allLabel: string;
  /** Read by react-admin's filter form: the filter shows without the Add filter menu. */
  alwaysOn?: boolean;
}

export const CategoryFilter = ({ alwaysOn: _shown, ...props }: ListFilterProps) => <DropdownFilter reference="categories" {...props} />;

/** Sub categories of the chosen category (category_id); another category goes back to Select All. */
export const SubCategoryFilter = ({ alwaysOn: _shown, ...props }: ListFilterProps) => {
  const categoryId = useWatch({ name: 'category_id' }) as string | undefined;
  useResetOnChange(props.source, ['category_id']);
  const chosen = Boolean(categoryId) && categoryId !== ALL;
  return <DropdownFilter reference="sub-categories" referenceFilter={{ category_id: categoryId }} enabled={chosen} {...props} />;
};
