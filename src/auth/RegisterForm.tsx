import { Button, Stack } from '@mui/material';
import { Form, LinkBase, PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { accountTypeChoices, DEFAULT_ACCOUNT_TYPE, DEFAULT_IS_TYPE, genderChoices } from '../resources/users/choices';
import { DigitsInput } from '../resources/users/DigitsInput';
import { IsTypeInput } from '../resources/users/IsTypeInput';
import { PhotoInput } from '../resources/users/PhotoInput';
import { userRules } from '../resources/users/userRules';
import { FormSubmitButton } from './FormSubmitButton';
import { useRegister, type RegisterValues } from './useRegister';

const CreateUserButton = () => {
  const register = useRegister();
  return <FormSubmitButton label="app.account.register.submit" onValid={register} />;
};

const initialValues: RegisterValues = {
  profile_image: null,
  name: '',
  email: '',
  phone: '',
  account_type: DEFAULT_ACCOUNT_TYPE,
  is_type: DEFAULT_IS_TYPE,
  gender: '',
  password: '',
  confirm_password: '',
  pin_code: '',
  full_address: '',
};

/** The registration fields, in its order; labels are the user form's. */
export const RegisterForm = () => {
  const translate = useTranslate();
  return (
    <Form resource="users" record={initialValues} noValidate warnWhenUnsavedChanges>
      <PhotoInput source="profile_image" removeSource="remove_profile_image" />
      <TextInput source="name" validate={userRules.name} fullWidth />
      <TextInput source="email" type="email" validate={userRules.email} fullWidth autoComplete="email" />
      <DigitsInput source="phone" validate={userRules.phone} />
      <SelectInput
        source="account_type"
        label="app.account.register.type"
        choices={accountTypeChoices(false)}
        validate={userRules.account_type}
        fullWidth
      />
      <IsTypeInput />
      <SelectInput source="gender" choices={genderChoices} validate={userRules.gender} fullWidth />
      <PasswordInput source="password" validate={userRules.password} fullWidth autoComplete="new-password" />
      <PasswordInput source="confirm_password" validate={userRules.confirm_password} fullWidth autoComplete="new-password" />
      <DigitsInput source="pin_code" validate={userRules.pin_code} maxLength={6} />
      <TextInput source="full_address" multiline minRows={2} fullWidth />
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        <CreateUserButton />
        <Button component={LinkBase} to="/login" variant="outlined" fullWidth>
          {translate('app.account.register.back_to_login')}
        </Button>
      </Stack>
    </Form>
  );
};
