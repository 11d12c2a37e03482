import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OrdersView } from './OrdersView';

/** /admin/orders: every order the account may see. */
export const OrdersPage = () => {
  const translate = useTranslate();
  const title = translate('resources.orders.list_title');
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <OrdersView title={title} />
    </>
  );
};
