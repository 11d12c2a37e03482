import { Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { listQueriesOf } from '../../live/listQueries';
import { NewRecordsAlert } from '../../live/NewRecordsAlert';
import { OrdersView } from './OrdersView';

/** /admin/orders: every order the account may see; says when others add orders, and shows them on request. */
export const OrdersPage = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const title = translate('resources.orders.list_title');
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <NewRecordsAlert subject="order" onRefresh={() => void queryClient.invalidateQueries({ predicate: listQueriesOf('orders') })} />
      <OrdersView title={title} />
    </>
  );
};
