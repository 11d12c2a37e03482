import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useSignedInUser } from '../../common/useSignedInUser';
import { accountTypeChoices, genderChoices, isTypeChoices } from './choices';
import { CurrentPasswordInput } from './CurrentPasswordInput';
import { DigitsInput } from './DigitsInput';
import { PhotoInput } from './PhotoInput';
import { RoleInput } from './RoleInput';
import { userRules } from './userRules';

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

const wide = { gridColumn: '1 / -1' } as const;

interface UserFormFieldsProps {
  isCreate: boolean;
  currentPhotoUrl?: string | null;
  /** The stored email when the signed-in account edits itself. */
  ownEmail?: string;
}

/** Once one's own email is changed: the server asks for the current password then. */
const CurrentPasswordForNewEmail = ({ ownEmail }: { ownEmail: string }) => {
  const translate = useTranslate();
  const email = useWatch({ name: 'email' }) as string | undefined;
  if ((email ?? '').trim().toLowerCase() === ownEmail.trim().toLowerCase()) return null;
  return (
    <Box sx={wide}>
      <CurrentPasswordInput helperText={translate('resources.users.form.email_needs_password')} />
    </Box>
  );
};

/**
 * The fields. Account type, role and the passwords are for a new user
 * only; afterwards the type and role stay as they are (no screen changes them yet).
 */
export const UserFormFields = ({ isCreate, currentPhotoUrl, ownEmail }: UserFormFieldsProps) => {
  // Only a Super Admin hands out Admin accounts (the server refuses anyone else).
  const { isSuperAdmin } = useSignedInUser();
  return (
    <Box sx={twoColumns}>
      <Box sx={wide}>
        <PhotoInput source="image" currentUrl={currentPhotoUrl} />
      </Box>
      <SelectInput source="gender" choices={genderChoices} validate={userRules.gender} fullWidth />
      <TextInput source="name" validate={userRules.name} fullWidth />
      <TextInput source="email" type="email" validate={userRules.email} fullWidth />
      {ownEmail !== undefined && <CurrentPasswordForNewEmail ownEmail={ownEmail} />}
      <DigitsInput source="phone" validate={userRules.phone} />
      <DigitsInput source="secondary_number" validate={userRules.secondary_number} />
      {isCreate && (
        <SelectInput source="account_type" choices={accountTypeChoices(isSuperAdmin)} validate={userRules.account_type} fullWidth />
      )}
      <SelectInput source="is_type" choices={isTypeChoices} validate={userRules.is_type} fullWidth />
      {isCreate && <RoleInput />}
      {isCreate && (
        <>
          <PasswordInput source="password" validate={userRules.password} fullWidth autoComplete="new-password" />
          <PasswordInput source="confirm_password" validate={userRules.confirm_password} fullWidth autoComplete="new-password" />
        </>
      )}
      <DigitsInput source="pin_code" validate={userRules.pin_code} maxLength={6} />
      <TextInput source="home_no" fullWidth />
      <TextInput source="full_address" multiline minRows={2} fullWidth sx={wide} />
    </Box>
  );
};
