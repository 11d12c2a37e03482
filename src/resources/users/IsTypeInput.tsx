import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { ownIsTypeOf } from '../../../schema/user';
import { isTypeChoices } from './choices';
import { userRules } from './userRules';

/**
 * Is Type. A marketplace account's is its type's (a Vendor is a Seller), shown and kept in step
 * with the type as the server saves it; staff accounts choose one.
 */
export const IsTypeInput = () => {
  const { setValue, getValues } = useFormContext();
  const accountType = useWatch({ name: 'account_type' }) as string | undefined;
  const own = accountType ? ownIsTypeOf(accountType) : undefined;

  useEffect(() => {
    // Not an edit of its own: it follows the type (changed by the user, or loaded that way).
    if (own && getValues('is_type') !== own) setValue('is_type', own, { shouldValidate: true });
  }, [own, getValues, setValue]);

  return (
    <SelectInput
      source="is_type"
      choices={isTypeChoices}
      validate={userRules.is_type}
      readOnly={own !== undefined}
      helperText={own ? 'resources.users.form.is_type_follows' : undefined}
      fullWidth
    />
  );
};
