import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The reports page shows only the heading 'Up-Coming'. */
export const Reports = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.reports" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('app.page.upcoming')}
        </Typography>
      </CardContent>
    </Card>
  );
};
