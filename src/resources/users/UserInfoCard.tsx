import { Avatar, Box, Card, CardContent, CardHeader, Chip, Divider, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InfoRow } from '../../common/InfoRow';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { ApprovalActions } from './ApprovalActions';
import { formatPhone, type UserRecord } from './userTypes';

/** The picture shown when a user has none. */
export const DEFAULT_PROFILE_IMAGE = `${import.meta.env.BASE_URL}images/profile_image.png`;

/** 'User Info'. */
export const UserInfoCard = ({ user }: { user: UserRecord }) => {
  const translate = useTranslate();
  const { date } = useLocaleFormat();
  const field = (name: string) => translate(`resources.users.fields.${name}`);
  const choice = (group: string, value?: string | null) =>
    value ? translate(`resources.users.choices.${group}.${value}`, { _: value }) : '';
  const flag = (value?: boolean) => translate(value ? 'resources.users.detail.yes' : 'resources.users.detail.no');
  return (
    <Card>
      <CardHeader title={translate('resources.users.detail.user_info')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Avatar
            src={user.image_url || DEFAULT_PROFILE_IMAGE}
            alt={translate('resources.users.detail.photo_of', { name: user.name })}
            variant="rounded"
            sx={{ width: 120, height: 120 }}
            slotProps={{
              img: {
                // A stored photo that no longer loads falls back to the default picture.
                onError: (event) => {
                  const img = event.currentTarget;
                  if (!img.src.endsWith(DEFAULT_PROFILE_IMAGE)) img.src = DEFAULT_PROFILE_IMAGE;
                },
              },
            }}
          />
          <Box sx={{ flex: 1 }}>
            <InfoRow label={field('name')}>{user.name}</InfoRow>
            <InfoRow label={field('gender')}>{choice('gender', user.gender)}</InfoRow>
            <InfoRow label={field('phone')}>{formatPhone(user)}</InfoRow>
            {user.date_of_birth && <InfoRow label={field('date_of_birth')}>{date(user.date_of_birth)}</InfoRow>}
            {user.secondary_number && <InfoRow label={field('secondary_number')}>{user.secondary_number}</InfoRow>}
            <InfoRow label={field('status')}>
              <Chip size="small" label={choice('status', user.status)} color={user.status === 'Active' ? 'success' : 'default'} />
            </InfoRow>
            <InfoRow label={translate('resources.users.approval.field')}>
              <ApprovalActions record={user} />
            </InfoRow>
            {user.approval_reason && <InfoRow label={translate('resources.users.approval.reason')}>{user.approval_reason}</InfoRow>}
            <InfoRow label={field('e_mail')}>{user.email}</InfoRow>
            <InfoRow label={field('account_type')}>{choice('account_type', user.account_type)}</InfoRow>
            <InfoRow label={translate('resources.users.detail.seller')}>{flag(user.is_seller)}</InfoRow>
            <InfoRow label={translate('resources.users.detail.buyer')}>{flag(user.is_buyer)}</InfoRow>
            <InfoRow label={translate('resources.users.detail.labour')}>{flag(user.is_labor)}</InfoRow>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
