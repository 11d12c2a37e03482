import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { ScreenTitle } from './ScreenTitle';

interface MessagePageProps {
  /** i18n key of the page's title: its h1, the app bar's title and the browser tab's. */
  title: string;
  /** i18n key of the sentence saying why. */
  message: string;
  icon: ReactNode;
  /** Where to go from here. */
  actions?: ReactNode;
}

/**
 * A page that only says something happened (not found, access denied). Titled as every screen,
 * so the app bar's title heading is never left empty and the page has its h1.
 */
export const MessagePage = ({ title, message, icon, actions }: MessagePageProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minHeight: 400 }}>
      <ScreenTitle title={title} />
      {/* Only the picture is faded: the words in the secondary text colour, which holds 4.5:1 (faded they were 3.2:1). */}
      <Box sx={{ textAlign: 'center', color: 'text.secondary', mx: 2, '& > svg': { width: '9em', height: '9em', opacity: 0.5 } }}>
        {icon}
        <PageHeading sx={{ color: 'text.primary', mb: 1 }}>{translate(title)}</PageHeading>
        <div>{translate(message)}</div>
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2, mt: 4, mx: 2 }}>{actions}</Box>}
    </Box>
  );
};
