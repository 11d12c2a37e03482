import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, useGetList, type RaRecord } from 'react-admin';
import { userRules } from './userRules';

/** The roles one may give an account of this type, the built-in one (named for the type) first. */
export const rolesForType = (roles: readonly RaRecord[], accountType: string) =>
  roles.filter((role) => role.account_type === accountType).sort((a, b) => Number(b.name === accountType) - Number(a.name === accountType));

/**
 * The account's role, from /api/dropdown-role-list: the roles the caller may give, each for one
 * account type. It offers those for the chosen type and takes the type's own when the type changes.
 */
export const RoleInput = () => {
  const { setValue, getValues } = useFormContext();
  const accountType = useWatch({ name: 'account_type' }) as string;
  const { data: roles = [], isPending } = useGetList(
    'roles',
    { pagination: { page: 1, perPage: -1 }, sort: { field: 'name', order: 'ASC' }, filter: {}, meta: { dropdown: true } },
    { staleTime: 5 * 60_000 },
  );
  const choices = useMemo(() => rolesForType(roles, accountType), [roles, accountType]);
  const lastType = useRef<string | null>(null);

  useEffect(() => {
    if (!roles.length || lastType.current === accountType) return;
    const typeChanged = lastType.current !== null;
    lastType.current = accountType;
    // Fill the role when it is empty, and again whenever the account type changes; the first fill
    // is the form's default, not an edit to ask about before leaving.
    if (!typeChanged && getValues('role_id')) return;
    const role = choices[0];
    setValue('role_id', role?.id ?? '', { shouldValidate: typeChanged, shouldDirty: typeChanged });
  }, [roles, choices, accountType, getValues, setValue]);

  return (
    <SelectInput
      source="role_id"
      choices={choices}
      optionValue="id"
      optionText="name"
      translateChoice={false}
      isPending={isPending}
      validate={userRules.role_id}
      fullWidth
    />
  );
};
