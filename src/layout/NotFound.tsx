import { Box, Button } from '@mui/material';
import HotTub from '@mui/icons-material/HotTub';
import History from '@mui/icons-material/History';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { useNavigate, useLocation } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';
import { Loading, Title, useAuthenticated, useDefaultTitle, useTranslate } from 'react-admin';

/**
 * react-admin's page for an address no screen has, less two faults: it put a full stop after a
 * message that ends with one already ("link.."), and its Go Back left the admin, or did nothing,
 * when the bad link was the tab's first page. Here Go Back stays within the admin's own history,
 * and without one the button leads to the dashboard.
 */
export const NotFound = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // 'default' is the key of the entry the router started on: no screen of ours came before it.
  const firstPage = useLocation().key === 'default';
  const { isPending } = useAuthenticated();
  const title = useDefaultTitle();
  useDocumentTitle('ra.page.not_found');
  if (isPending) return <Loading />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minHeight: 400 }}>
      <Title defaultTitle={title} />
      {/* Only the picture is faded: the words in the secondary text colour, which holds 4.5:1 (faded they were 3.2:1). */}
      <Box sx={{ textAlign: 'center', color: 'text.secondary', mx: 2 }}>
        <HotTub sx={{ width: '9em', height: '9em', opacity: 0.5 }} />
        <h1>{translate('ra.page.not_found')}</h1>
        <div>{translate('ra.message.not_found')}</div>
      </Box>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        {firstPage ? (
          <Button variant="contained" startIcon={<DashboardIcon />} onClick={() => navigate('/dashboard')}>
            {translate('ra.page.dashboard')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<History />} onClick={() => navigate(-1)}>
            {translate('ra.action.back')}
          </Button>
        )}
      </Box>
    </Box>
  );
};
