import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';

/** An amount in rupees, marked "Your Share" when it is the viewer's own lines of another's order. */
export const ShareAmount = ({ amount, share }: { amount: number; share: boolean }) => {
  const translate = useTranslate();
  const { money } = useLocaleFormat();
  return (
    <>
      {money(amount)}
      {share && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {translate('resources.orders.detail.summary.your_share')}
        </Typography>
      )}
    </>
  );
};
