import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Divider } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A card of a record's page (an order's, a labourer's) with an h2 title and an optional action beside it. */
export const DetailCard = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate(title)} action={action} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <CardContent>{children}</CardContent>
    </Card>
  );
};
