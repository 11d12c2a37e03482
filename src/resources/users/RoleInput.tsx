import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, useGetList, type RaRecord } from 'react-admin';
import { userRules } from './userRules';

/** The role that goes with an account type: the role of the same name, else the first role. */
export const roleForType = (roles: readonly RaRecord[], accountType: string) => roles.find((role) => role.name === accountType) ?? roles[0];

/**
 * Account role of a new user, from /api/dropdown-role-list (the server offers Admin roles to
 * Super Admins only). It follows the account type until staff pick another role by hand.
 */
export const RoleInput = () => {
  const { setValue, getValues } = useFormContext();
  const accountType = useWatch({ name: 'account_type' }) as string;
  const { data: roles = [], isPending } = useGetList(
    'roles',
    { pagination: { page: 1, perPage: -1 }, sort: { field: 'name', order: 'ASC' }, filter: {}, meta: { dropdown: true } },
    { staleTime: 5 * 60_000 },
  );
  const lastType = useRef<string | null>(null);

  useEffect(() => {
    if (!roles.length || lastType.current === accountType) return;
    const typeChanged = lastType.current !== null;
    lastType.current = accountType;
    // Fill the role when it is empty, and again whenever the account type changes.
    if (!typeChanged && getValues('role_id')) return;
    const role = roleForType(roles, accountType);
    if (role) setValue('role_id', role.id, { shouldValidate: typeChanged, shouldDirty: true });
  }, [roles, accountType, getValues, setValue]);

  return (
    <SelectInput
      source="role_id"
      choices={roles}
      optionValue="id"
      optionText="name"
      translateChoice={false}
      isPending={isPending}
      validate={userRules.role_id}
      fullWidth
    />
  );
};
