import { useState } from 'react';
import { Alert, Box, Link, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { Form, LinkBase, PasswordInput, useTranslate } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router-dom';
import { fieldErrorsOf, messageOf } from '../providers/serverErrors';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';
import { userRules } from '../resources/users/userRules';
import { AuthLayout } from './AuthLayout';
import { FormSubmitButton } from './FormSubmitButton';

interface ResetValues {
  password: string;
  confirm_password: string;
}

type Outcome = { kind: 'done' | 'bad-link' | 'error'; message: string } | null;

const SubmitButton = ({ token, onOutcome }: { token: string; onOutcome: (outcome: Outcome) => void }) => {
  const { setError } = useFormContext<ResetValues>();
  const dataProvider = useMandiDataProvider();
  const send = async ({ password, confirm_password }: ResetValues) => {
    onOutcome(null);
    try {
      const { message } = await dataProvider.accountResetPassword(token, password, confirm_password);
      if (message !== undefined) onOutcome({ kind: 'done', message });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.password) setError('password', { type: 'server', message: fields.password });
      if (fields.password_confirmation) setError('confirm_password', { type: 'server', message: fields.password_confirmation });
      onOutcome(fields.token ? { kind: 'bad-link', message: fields.token } : { kind: 'error', message: messageOf(error) });
    }
  };
  return <FormSubmitButton label="app.account.reset.submit" onValid={send} />;
};

const SignInLink = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Link component={LinkBase} to="/login" variant="body2">
        {translate('app.account.reset.sign_in')}
      </Link>
    </Box>
  );
};

const AskAgainLink = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Link component={LinkBase} to="/forgot-password" variant="body2">
        {translate('app.account.reset.request_new')}
      </Link>
    </Box>
  );
};

/**
 * The mailed link's token. It follows `#`, which a browser sends to no server; `?token=` is read
 * too, the form of links already in mailboxes.
 */
function useLinkToken() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  return new URLSearchParams(hash.slice(1)).get('token') ?? params.get('token') ?? '';
}

/**
 * /admin/reset-password#token=... : the page the mailed link opens. A new password and its
 * confirmation go to /api/reset-password with the token; an unknown, used or expired token is
 * said so, with a way to ask for a new link.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!token) {
    return (
      <AuthLayout title="app.account.reset.title">
        <Stack spacing={2}>
          <Alert severity="error">{translate('app.account.reset.missing_token')}</Alert>
          <AskAgainLink />
          <SignInLink />
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="app.account.reset.title">
      {outcome?.kind === 'done' ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {outcome.message}
          </Alert>
          <SignInLink />
        </Stack>
      ) : (
        <Form record={{ password: '', confirm_password: '' }} noValidate disableInvalidFormNotification>
          <Stack spacing={1}>
            <PasswordInput
              source="password"
              label="app.account.reset.password"
              validate={userRules.password}
              autoComplete="new-password"
              fullWidth
            />
            <PasswordInput
              source="confirm_password"
              label="app.account.reset.confirm"
              validate={userRules.confirm_password}
              autoComplete="new-password"
              fullWidth
            />
            {outcome && (
              <Alert severity="error" role="alert">
                {outcome.message}
              </Alert>
            )}
            <SubmitButton token={token} onOutcome={setOutcome} />
            {outcome?.kind === 'bad-link' && <AskAgainLink />}
            <SignInLink />
          </Stack>
        </Form>
      )}
    </AuthLayout>
  );
};
