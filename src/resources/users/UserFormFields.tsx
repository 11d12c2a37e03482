import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { isStaffAccountType } from '../../../schema/permissions';
import { useSignedInUser } from '../../common/useSignedInUser';
import { accountTypeChoices, genderChoices } from './choices';
import { CurrentPasswordInput } from './CurrentPasswordInput';
import { DigitsInput } from './DigitsInput';
import { IsTypeInput } from './IsTypeInput';
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
  /** The stored account type when the signed-in Super Admin may change this account's type and role. */
  grantableFrom?: string;
  /** Another account's email, for a role that may not set its password (the server refuses a new one). */
  emailLocked?: boolean;
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

/** A new account's password, or the staff password an edit that makes an account staff must set. */
const PasswordInputs = ({ storedAccountType }: { storedAccountType?: string }) => {
  const translate = useTranslate();
  const accountType = useWatch({ name: 'account_type' }) as string;
  const promoting = storedAccountType !== undefined;
  if (promoting && (!isStaffAccountType(accountType) || isStaffAccountType(storedAccountType))) return null;
  const helperText = promoting ? translate('resources.users.form.promotion_password') : undefined;
  return (
    <>
      <PasswordInput source="password" validate={userRules.password} fullWidth autoComplete="new-password" helperText={helperText} />
      <PasswordInput source="confirm_password" validate={userRules.confirm_password} fullWidth autoComplete="new-password" />
    </>
  );
};

/**
 * The fields. Account type, role and the passwords are chosen for a new user; afterwards only a
 * Super Admin changes type and role (each role is for one type), and a password only comes with
 * making an account staff.
 */
export const UserFormFields = ({ isCreate, currentPhotoUrl, ownEmail, grantableFrom, emailLocked }: UserFormFieldsProps) => {
  const translate = useTranslate();
  // The types one may give: Admin by a Super Admin only (the server refuses anyone else).
  const { isSuperAdmin } = useSignedInUser();
  const grants = isCreate || grantableFrom !== undefined;
  return (
    <Box sx={twoColumns}>
      <Box sx={wide}>
        <PhotoInput source="image" currentUrl={currentPhotoUrl} />
      </Box>
      <SelectInput source="gender" choices={genderChoices} validate={userRules.gender} fullWidth />
      <TextInput source="name" validate={userRules.name} fullWidth />
      <TextInput
        source="email"
        type="email"
        validate={userRules.email}
        fullWidth
        readOnly={emailLocked}
        helperText={emailLocked ? translate('resources.users.form.email_locked') : undefined}
      />
      {ownEmail !== undefined && <CurrentPasswordForNewEmail ownEmail={ownEmail} />}
      <DigitsInput source="phone" validate={userRules.phone} />
      <DigitsInput source="secondary_number" validate={userRules.secondary_number} />
      {grants && (
        <SelectInput source="account_type" choices={accountTypeChoices(isSuperAdmin)} validate={userRules.account_type} fullWidth />
      )}
      <IsTypeInput />
      {grants && <RoleInput />}
      {grants && <PasswordInputs storedAccountType={isCreate ? undefined : grantableFrom} />}
      <DigitsInput source="pin_code" validate={userRules.pin_code} maxLength={6} />
      <TextInput source="home_no" fullWidth />
      <TextInput source="full_address" multiline minRows={2} fullWidth sx={wide} />
    </Box>
  );
};
