import { useTranslate } from 'react-admin';
import { ListAccess } from '../../common/ListAccess';
import { listQueriesOf } from '../../live/listQueries';
import { NewRecordsAlert } from '../../live/NewRecordsAlert';
import { OrdersView } from './OrdersView';
import { PageHeading } from '../../common/PageHeading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

// One identity for the page's life: the notice follows these queries' reads.
const ORDER_LISTS = listQueriesOf('orders');

/** /admin/orders: every order the account may see; says when others add orders, and shows them on request. */
export const OrdersPage = () => {
  const translate = useTranslate();
  const title = translate('resources.orders.list_title');
  useDocumentTitle(title);
  return (
    <ListAccess resource="orders">
      <PageHeading sx={{ mt: 2 }}>{title}</PageHeading>
      <NewRecordsAlert subject="order" shownBy={ORDER_LISTS} />
      <OrdersView title={title} />
    </ListAccess>
  );
};
