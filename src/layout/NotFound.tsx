import { Button } from '@mui/material';
import HotTub from '@mui/icons-material/HotTub';
import History from '@mui/icons-material/History';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Link, useNavigate } from 'react-router-dom';
import { Loading, useAuthenticated, useTranslate } from 'react-admin';
import { MessagePage } from './MessagePage';
import { useOpenedTab } from './useOpenedTab';

/**
 * The page for an address no screen has. react-admin's own put the admin's name in the app bar's
 * title, a full stop after a message that ends with one already ("link.."), and its Go Back left
 * the admin, or did nothing, when the bad link was the tab's first page. Here the page is titled
 * for what happened, in the bar, its h1 and the tab; the dashboard is always a link away, and Go
 * Back, within the admin's own history, is offered once a screen of ours came before.
 */
export const NotFound = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const openedTab = useOpenedTab();
  const { isPending } = useAuthenticated();
  if (isPending) return <Loading />;
  return (
    <MessagePage
      title="app.not_found.title"
      message="ra.message.not_found"
      icon={<HotTub />}
      actions={
        <>
          {!openedTab && (
            <Button variant="outlined" startIcon={<History />} onClick={() => navigate(-1)}>
              {translate('ra.action.back')}
            </Button>
          )}
          <Button variant="contained" startIcon={<DashboardIcon />} component={Link} to="/dashboard">
            {translate('app.not_found.dashboard')}
          </Button>
        </>
      }
    />
  );
};
