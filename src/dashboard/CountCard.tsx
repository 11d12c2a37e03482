import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../common/useLocaleFormat';

/** One figure of the dashboard, linking to its list. */
export const CountCard = ({ icon, label, value, to }: { icon: ReactNode; label: string; value: number; to: string }) => {
  const translate = useTranslate();
  const { number } = useLocaleFormat();
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      <CardActionArea component={Link} to={to}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Stack sx={{ color: 'primary.main', fontSize: 40, display: 'flex' }}>{icon}</Stack>
            <div>
              <Typography variant="body2" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography variant="h5" component="p">
                {number(value)}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
