import { useState } from 'react';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { Form, LinkBase, TextInput, useTranslate } from 'react-admin';
import { fieldRule } from '../common/schemaRules';
import { forgotBody } from '../../schema/user';
import { messageOf } from '../providers/serverErrors';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';
import { AuthLayout } from './AuthLayout';
import { FormSubmitButton } from './FormSubmitButton';

/** The forgot-password page. */
const emailRules = [fieldRule(forgotBody.shape.email, { required: true })];

type Reply = { ok: boolean; message: string } | null;

const ResetPasswordButton = ({ onReply }: { onReply: (reply: Reply) => void }) => {
  const { setError } = useFormContext<{ email: string }>();
  const dataProvider = useMandiDataProvider();
  const send = async ({ email }: { email: string }) => {
    onReply(null);
    try {
      const { message } = await dataProvider.accountForgotPassword(email.trim());
      if (message !== undefined) onReply({ ok: true, message });
    } catch (error) {
      const field = (error as { body?: { errors?: { email?: string } } }).body?.errors?.email;
      if (field) setError('email', { type: 'server', message: field });
      onReply({ ok: false, message: messageOf(error) });
    }
  };
  return <FormSubmitButton label="app.account.forgot.submit" onValid={send} />;
};

/**
 * /admin/forgot-password: one email field, 'Reset Password' with a loading state, the
 * server's reply inline, and 'Sign in Now' back to the login page. Public whether signed in or not.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [reply, setReply] = useState<Reply>(null);
  return (
    <AuthLayout title="app.page.forgot_password">
      {/* Invalid input is shown beside the field; the form's own notification is not needed. */}
      <Form record={{ email: '' }} noValidate disableInvalidFormNotification>
        <Stack spacing={2}>
          <TextInput
            source="email"
            type="email"
            label="app.account.forgot.email"
            placeholder={translate('app.account.forgot.email_placeholder')}
            validate={emailRules}
            autoComplete="email"
            fullWidth
            // The reply is about the address sent: an edited one must not look answered.
            onChange={() => setReply(null)}
          />
          {reply && (
            <Alert severity={reply.ok ? 'success' : 'error'} role="status">
              {reply.message}
            </Alert>
          )}
          <ResetPasswordButton onReply={setReply} />
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="body2" component="span" color="text.secondary">
              {translate('app.account.forgot.remembered')}{' '}
            </Typography>
            <Link component={LinkBase} to="/login" variant="body2">
              {translate('app.account.forgot.sign_in')}
            </Link>
          </Box>
        </Stack>
      </Form>
    </AuthLayout>
  );
};
