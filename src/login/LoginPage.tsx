import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { LinkBase, useLogin, useNotify, useTranslate } from 'react-admin';
import { AuthLayout } from '../auth/AuthLayout';
import { messageOf } from '../providers/serverErrors';
import { takeSignOutProblem } from '../providers/storage';
import { RedirectIfSignedIn } from '../auth/RedirectIfSignedIn';
import { PasswordField } from './PasswordField';

type FieldErrors = Partial<Record<'user_name' | 'password', string>>;

/** The login screen; no client-side checks, the server's reply decides. */
const LoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const userNameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // A sign-out the server did not hear of: this device is signed out, the session may not be.
  useEffect(() => {
    const problem = takeSignOutProblem();
    if (problem !== null) notify('app.logout_failed', { type: 'error', messageArgs: { error: problem } });
  }, [notify]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setErrors({});
    // On success useLogin follows the authProvider's redirectTo (the dashboard).
    login({ username: userName, password }).catch((error: { message?: string; body?: { errors?: FieldErrors } }) => {
      setLoading(false);
      const fieldErrors = error?.body?.errors ?? {};
      setErrors(fieldErrors);
      // Back into the form (the Login button was disabled meanwhile): the field the server
      // names, else the password, so the next try starts from the keyboard at once.
      (fieldErrors.user_name ? userNameInput : passwordInput).current?.focus();
      notify(messageOf(error), { type: 'error' });
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          id="user_name"
          inputRef={userNameInput}
          name="user_name"
          label={translate('app.login.user_name')}
          placeholder={translate('app.login.user_name_placeholder')}
          value={userName}
          onChange={(event) => setUserName(event.target.value)}
          error={!!errors.user_name}
          helperText={errors.user_name}
          autoComplete="username"
          autoFocus
          fullWidth
          variant="outlined"
          margin="none"
        />
        <PasswordField
          id="password"
          inputRef={passwordInput}
          name="password"
          label={translate('app.login.password')}
          placeholder={translate('app.login.password_placeholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={!!errors.password}
          helperText={errors.password}
          autoComplete="current-password"
          fullWidth
          variant="outlined"
          margin="none"
        />
        <Box sx={{ textAlign: 'right' }}>
          <Link component={LinkBase} to="/forgot-password" variant="body2">
            {translate('app.login.forgot_password')}
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={loading}
          startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
          fullWidth
        >
          {translate('app.login.submit')}
        </Button>
        <Button component={LinkBase} to="/register" variant="outlined" fullWidth>
          {translate('app.login.create_account')}
        </Button>
      </Stack>
    </Box>
  );
};

export const LoginPage = () => (
  <RedirectIfSignedIn>
    <AuthLayout title="app.login.title" page="app.page.login">
      <LoginForm />
    </AuthLayout>
  </RedirectIfSignedIn>
);
