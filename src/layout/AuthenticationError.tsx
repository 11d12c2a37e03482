import { Button } from '@mui/material';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Replay from '@mui/icons-material/Replay';
import LoginIcon from '@mui/icons-material/Login';
import { useNavigate } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { MessagePage } from './MessagePage';
import { useOpenedTab } from './useOpenedTab';

/**
 * react-admin's page for an access check that failed (not refused): its own left the admin's name
 * in the app bar and had no h1. Try again goes back to the screen whose check failed (the
 * dashboard when this page opened the tab); signing in afresh gets a new session to check.
 */
export const AuthenticationError = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const openedTab = useOpenedTab();
  return (
    <MessagePage
      title="ra.page.authentication_error"
      message="ra.message.authentication_error"
      icon={<WarningAmber />}
      actions={
        <>
          <Button variant="contained" startIcon={<Replay />} onClick={() => (openedTab ? navigate('/dashboard') : navigate(-1))}>
            {translate('app.authentication_error.retry')}
          </Button>
          <Button variant="outlined" startIcon={<LoginIcon />} onClick={() => logout()}>
            {translate('app.authentication_error.sign_in')}
          </Button>
        </>
      }
    />
  );
};
