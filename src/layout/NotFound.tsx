import { Box, Button } from '@mui/material';
import HotTub from '@mui/icons-material/HotTub';
import History from '@mui/icons-material/History';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Link, useNavigate, useLocation } from 'react-router-dom';
import { Loading, useAuthenticated, useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { ScreenTitle } from './ScreenTitle';

const TITLE = 'app.not_found.title';

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
  // 'default' is the key of the entry the router started on: no screen of ours came before it.
  const firstPage = useLocation().key === 'default';
  const { isPending } = useAuthenticated();
  if (isPending) return <Loading />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minHeight: 400 }}>
      <ScreenTitle title={TITLE} />
      {/* Only the picture is faded: the words in the secondary text colour, which holds 4.5:1 (faded they were 3.2:1). */}
      <Box sx={{ textAlign: 'center', color: 'text.secondary', mx: 2 }}>
        <HotTub sx={{ width: '9em', height: '9em', opacity: 0.5 }} />
        <PageHeading sx={{ color: 'text.primary', mb: 1 }}>{translate(TITLE)}</PageHeading>
        <div>{translate('ra.message.not_found')}</div>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2, mt: 4, mx: 2 }}>
        {!firstPage && (
          <Button variant="outlined" startIcon={<History />} onClick={() => navigate(-1)}>
            {translate('ra.action.back')}
          </Button>
        )}
        <Button variant="contained" startIcon={<DashboardIcon />} component={Link} to="/dashboard">
          {translate('app.not_found.dashboard')}
        </Button>
      </Box>
    </Box>
  );
};
