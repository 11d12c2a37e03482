import { Box, Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserAddress } from './userTypes';

/** 'Address Info': one block per address; house number and address only when given. */
export const AddressInfoCard = ({ addresses }: { addresses: readonly UserAddress[] }) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.users.fields.${name}`);
  return (
    <Card>
      <CardHeader title={translate('resources.users.detail.address_info')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <CardContent>
        {addresses.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.users.detail.no_address')}
          </Typography>
        )}
        {addresses.map((address, index) => {
          const rows: [string, string | null | undefined][] = [
            ['country', address.country?.name],
            ['state', address.state?.name],
            ['city', address.city?.name],
            ['pin_code', address.pin_code],
            ['home_no', address.home_no],
            ['full_address', address.full_address],
          ];
          return (
            <Box
              key={address.id}
              component="dl"
              sx={{ m: 0, pt: index ? 2 : 0, display: 'grid', gridTemplateColumns: '160px 1fr', rowGap: 0.75 }}
            >
              {rows
                .filter(([name, value]) => value || !['home_no', 'full_address'].includes(name))
                .map(([name, value]) => (
                  <Box key={name} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {field(name)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
};
