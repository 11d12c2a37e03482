import { Button, Stack } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';
import { NotBuiltNotice } from '../common/NotBuiltNotice';

/** Placeholder for an auth-layout screen a later issue builds, with the way back to login. */
export const AuthNotBuiltYet = ({ screen }: { screen: string }) => {
  const translate = useTranslate();
  return (
    <AuthLayout title={screen}>
      <Stack spacing={2}>
        <NotBuiltNotice name={translate(screen)} />
        <Button component={LinkBase} to="/login" variant="outlined">
          {translate('app.auth.back_to_login')}
        </Button>
      </Stack>
    </AuthLayout>
  );
};
