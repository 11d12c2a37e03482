import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { NotBuiltNotice } from './NotBuiltNotice';

interface NotBuiltYetProps {
  /** i18n key of the screen's name, shown as the page title. */
  screen: string;
}

/** Stand-in for a screen a later issue builds, so no route of spec 2 is ever blank. */
export const NotBuiltYet = ({ screen }: NotBuiltYetProps) => {
  const translate = useTranslate();
  const name = translate(screen, { smart_count: 2 }); // plural for resources.*.name keys
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {name}
        </Typography>
        <NotBuiltNotice name={name} />
      </CardContent>
    </Card>
  );
};
