import { Box, Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { ImageGallery } from '../../common/ImageGallery';
import { InfoRow } from '../../common/InfoRow';
import { UserAvatar } from '../users/UserAvatar';
import type { LabourRecord } from './labourTypes';

/** 'Labour Info': the listing, its owner and its work images. */
export const LabourInfoCard = ({ labour }: { labour: LabourRecord }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`resources.labour.detail.${key}`);
  return (
    <Card>
      <CardHeader title={label('labour_info')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <UserAvatar name={labour.labor_name} imageUrl={labour.image_url} size={120} variant="rounded" />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="p">
              {labour.labor_name}
            </Typography>
            <InfoRow label={label('work_title')}>{labour.work_title}</InfoRow>
            <InfoRow label={label('phone')}>{labour.phone}</InfoRow>
            <InfoRow label={label('status')}>{translate(`resources.labour.choices.status.${labour.status}`, { _: labour.status })}</InfoRow>
            {labour.description && <InfoRow label={label('description')}>{labour.description}</InfoRow>}
            {labour.user && (
              <InfoRow label={label('owner')}>
                <LinkBase to={`/user/${labour.user.uuid}`}>{labour.user.name}</LinkBase>
              </InfoRow>
            )}
          </Box>
        </Stack>
        <ImageGallery images={labour.work_images ?? []} title={label('work_images')} resource="labour" />
      </CardContent>
    </Card>
  );
};
