import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LanguageMenuButton } from '../layout/LanguageMenuButton';
import { useDocumentLanguage } from '../layout/useDocumentLanguage';
import { useDocumentTitle } from '../layout/useDocumentTitle';

interface AuthLayoutProps {
  /** i18n key of the card's heading. */
  title: string;
  /** i18n key of the screen's name in the browser tab, when the heading is not one (a greeting). */
  page?: string;
  children: ReactNode;
}

/** The auth layout: a centred card with the logo, no sidebar or top bar; the language can be chosen before signing in. */
export const AuthLayout = ({ title, page = title, children }: AuthLayoutProps) => {
  const translate = useTranslate();
  useDocumentLanguage();
  useDocumentTitle(page);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguageMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 4 }}>
          <Box
            component="img"
            src={`${import.meta.env.BASE_URL}logo.svg`}
            alt={translate('app.login.logo_alt')}
            sx={{ maxWidth: 100, width: '100%' }}
          />
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            {translate(title)}
          </Typography>
          <Box sx={{ width: '100%' }}>{children}</Box>
        </CardContent>
      </Card>
    </Box>
  );
};
