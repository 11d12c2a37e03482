import { FormEditWatch, type FormEditState } from '../../common/useFormEdited';
import { Box, Card, CardContent, CardHeader, Divider } from '@mui/material';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { SubmitButton } from '../../common/SubmitButton';
import { useSignedInUser } from '../../common/useSignedInUser';
import { CurrentPasswordInput } from './CurrentPasswordInput';
import { useChangePassword, type ChangePasswordValues } from './useChangePassword';
import { passwordRules, userRules } from './userRules';

const BLANK: ChangePasswordValues = { password: '', confirm_password: '' };
const BLANK_OWN: ChangePasswordValues = { ...BLANK, current_password: '' };

const UpdatePasswordButton = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const change = useChangePassword(userId);
  return <SubmitButton<ChangePasswordValues> onSubmit={change}>{translate('resources.users.password.submit')}</SubmitButton>;
};

/**
 * 'Change Password': two password fields with show/hide, and 'Update Password'. The
 * account's type sets the minimum length, as on the server; one's own password also needs the
 * current one (the server ends the account's other sessions).
 */
export const ChangePasswordCard = ({
  userId,
  accountType,
  onFormState,
}: {
  userId: string;
  accountType?: string | null;
  /** Told whether a password was typed, by a page that asks before it is left for all its forms (useLeaveGuard). */
  onFormState?: (state: FormEditState) => void;
}) => {
  const translate = useTranslate();
  const me = useSignedInUser();
  const own = me.id === userId;
  // Whether the current password is asked depends on who is signed in: wait until that is known.
  if (me.isPending) return null;
  return (
    <Card>
      <CardHeader title={translate('resources.users.password.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <CardContent>
        {/* A password typed and not yet sent asks before the page is left, as every form does. */}
        <Form record={own ? BLANK_OWN : BLANK} noValidate warnWhenUnsavedChanges={!onFormState}>
          {onFormState && <FormEditWatch onChange={onFormState} />}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {own && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <CurrentPasswordInput helperText={translate('resources.users.password.other_sessions')} />
              </Box>
            )}
            <PasswordInput
              source="password"
              label="resources.users.password.password"
              validate={passwordRules(accountType)}
              autoComplete="new-password"
              fullWidth
            />
            <PasswordInput
              source="confirm_password"
              label="resources.users.password.confirm"
              validate={userRules.confirm_password}
              autoComplete="new-password"
              fullWidth
            />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <UpdatePasswordButton userId={userId} />
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
};
