import { Box, Card, CardContent, CardHeader, Divider, Stack } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { InfoRow } from '../../common/InfoRow';
import { NameAvatar } from '../../common/NameAvatar';
import type { ProductRecord } from './productTypes';

/** 'Created User Info': the product's owner. */
export const CreatedUserInfoCard = ({ user }: { user: NonNullable<ProductRecord['user']> }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`resources.products.detail.${key}`);
  return (
    <Card>
      <CardHeader title={label('created_user_info')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <NameAvatar name={user.name} imageUrl={user.image_url} size={72} />
          <Box sx={{ flex: 1 }}>
            <InfoRow label={label('user_name')}>
              <LinkBase to={`/user/${user.uuid}`}>{user.name}</LinkBase>
            </InfoRow>
            {user.email && <InfoRow label={label('email')}>{user.email}</InfoRow>}
            {user.phone && <InfoRow label={label('phone')}>{user.phone_code ? `+${user.phone_code} ${user.phone}` : user.phone}</InfoRow>}
            {user.account_type && (
              <InfoRow label={label('account_type')}>
                {/* The same names the user's own page gives the account type. */}
                {translate(`resources.users.choices.account_type.${user.account_type}`, { _: user.account_type })}
              </InfoRow>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
