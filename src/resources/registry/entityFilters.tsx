// The list's filters, read from the declaration: a search box, then one select per declared filter
// (a sub-category's category; a city's state, dependent on the country). A filter fixed by name
// (India on states and cities) is resolved first, so the first request is already narrowed by it.
import type { ReactElement, ReactNode } from 'react';
import { LinearProgress, useGetList, type RaRecord } from 'react-admin';
import { labelFieldOf, type EntityDeclaration, type FieldSpec } from '../../../schema/registry';
import { ListSearchInput } from '../../common/ListSearchInput';
import { DependentReferenceInput } from './DependentReferenceInput';
import { targetOf } from './entityHelpers';

export type FixedFilterValues = Record<string, string | number>;

const fixedFiltersOf = (entity: EntityDeclaration) =>
  entity.filters
    .map((name) => [name, entity.fields[name]] as [string, FieldSpec])
    .filter(([, spec]) => spec?.fixed && spec.kind === 'reference');

/** The id of the row a fixed reference names; null when there is no such row (or it failed). */
const useFixedId = (spec: FieldSpec) => {
  const target = targetOf(spec);
  const labelField = labelFieldOf(target);
  // The same query as the filter's select, so the choices come from one request.
  const { data, isPending, error } = useGetList<RaRecord>(
    target.resource,
    { filter: {}, pagination: { page: 1, perPage: -1 }, sort: { field: labelField, order: 'ASC' }, meta: { dropdown: true } },
    { staleTime: 5 * 60_000 },
  );
  if (isPending && !error) return undefined;
  return data?.find((row) => row[labelField] === spec.fixed!.byName)?.id ?? null;
};

interface ResolveFixedProps {
  pending: [string, FieldSpec][];
  resolved: FixedFilterValues;
  children: (values: FixedFilterValues) => ReactNode;
}

/** Resolves fixed filters one after the other (one hook each), then renders children with them. */
const ResolveFixed = ({ pending, resolved, children }: ResolveFixedProps) => {
  const [[name, spec], ...rest] = pending;
  const id = useFixedId(spec);
  if (id === undefined) return <LinearProgress sx={{ mt: 2 }} />;
  const values = id === null ? resolved : { ...resolved, [name]: id };
  return rest.length ? (
    <ResolveFixed pending={rest} resolved={values}>
      {children}
    </ResolveFixed>
  ) : (
    <>{children(values)}</>
  );
};

export const WithFixedFilters = ({ entity, children }: { entity: EntityDeclaration; children: ResolveFixedProps['children'] }) => {
  const fixed = fixedFiltersOf(entity);
  return fixed.length ? (
    <ResolveFixed pending={fixed} resolved={{}}>
      {children}
    </ResolveFixed>
  ) : (
    <>{children({})}</>
  );
};

/** The filter inputs of the list, in the declaration's order after the search box. */
export function entityFilterInputs(entity: EntityDeclaration): ReactElement[] {
  const inputs: ReactElement[] = [<ListSearchInput key="q" source="q" alwaysOn />];
  for (const name of entity.filters) {
    const spec = entity.fields[name];
    if (spec?.kind !== 'reference') continue;
    inputs.push(
      <DependentReferenceInput
        key={name}
        source={name}
        target={targetOf(spec)}
        dependsOn={spec.reference?.dependsOn}
        fixedByName={spec.fixed?.byName}
        resettable={!spec.fixed}
        alwaysOn
        fullWidth={false}
        helperText={false}
      />,
    );
  }
  return inputs;
}
