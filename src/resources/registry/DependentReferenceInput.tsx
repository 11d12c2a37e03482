// One select for every reference of the registry, in forms and in list filters: its choices come
// from the target's dropdown call, narrowed by a parent field of the same form (a city's state by
// its country); it can be fixed to a row named in the declaration (India), preselected and read-only.
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, useGetList, type RaRecord } from 'react-admin';
import { labelFieldOf, type EntityDeclaration } from '../../../schema/registry';

export interface DependentReferenceInputProps {
  source: string;
  /** The declaration the value points at. */
  target: EntityDeclaration;
  /** A field of the same form whose value narrows the choices (the target's dropdown filter). */
  dependsOn?: string;
  /** Preselect the choice with this name and keep it read-only. */
  fixedByName?: string;
  label?: string;
  /** In list filters: shown without opening "Add filter". */
  alwaysOn?: boolean;
  /** In list filters: a clear button (spec: the state filter is clearable). */
  resettable?: boolean;
  helperText?: false;
  fullWidth?: boolean;
  /** In forms: the declaration's required, shown as the label's asterisk. */
  isRequired?: boolean;
}

// Select menus are at most 310 px high.
const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 310 } } } };

const NO_PARENT = '__no_parent__';

export const DependentReferenceInput = ({ source, target, dependsOn, fixedByName, ...rest }: DependentReferenceInputProps) => {
  const labelField = labelFieldOf(target);
  const { setValue } = useFormContext();
  const parentValue = useWatch({ name: dependsOn ?? NO_PARENT, disabled: !dependsOn }) as unknown;
  const value = useWatch({ name: source }) as unknown;
  const hasParent = !dependsOn || (parentValue !== undefined && parentValue !== null && parentValue !== '');

  const { data, isPending, error } = useGetList<RaRecord>(
    target.resource,
    {
      filter: dependsOn ? { [dependsOn]: parentValue } : {},
      pagination: { page: 1, perPage: -1 },
      sort: { field: labelField, order: 'ASC' },
      meta: { dropdown: true },
    },
    { enabled: hasParent, staleTime: 5 * 60_000 },
  );

  // Fixed: the named row is the input's default value; react-admin applies a default whenever
  // the value is blank (also after the form's own reset on mount), and edited rows keep theirs.
  const fixedId = fixedByName ? data?.find((row) => row[labelField] === fixedByName)?.id : undefined;

  // Dependent: a value that is not a choice of the current parent (the parent changed) is cleared.
  useEffect(() => {
    if (!dependsOn || value === undefined || value === null || value === '') return;
    if (!hasParent || (data && !data.some((row) => String(row.id) === String(value)))) {
      setValue(source, '', { shouldDirty: true });
    }
  }, [data, dependsOn, hasParent, setValue, source, value]);

  return (
    <SelectInput
      source={source}
      choices={hasParent ? (data ?? []) : []}
      optionText={labelField}
      optionValue="id"
      translateChoice={false}
      isPending={hasParent && isPending && !error}
      defaultValue={fixedId}
      readOnly={!!fixedByName || !hasParent}
      fullWidth
      slotProps={{ select: { MenuProps: MENU_PROPS } }}
      {...rest}
    />
  );
};
