import type { ReactNode } from 'react';
import { List, useResourceContext, type ListProps } from 'react-admin';
import { AllRowsPagination } from './AllRowsPagination';
import { ListAccess } from './ListAccess';
import { ListLoadingBar } from './ListLoadingBar';
import { PageHeading } from './PageHeading';
import { useDocumentTitle } from '../layout/useDocumentTitle';

interface TitledListProps extends Omit<ListProps, 'title'> {
  /** The visible heading, and the window's title unless the list is embedded. */
  title: string;
  /** Inside another record's page: an h2, and that page keeps its own title. */
  embedded?: boolean;
  children: ReactNode;
}

/**
 * A list screen under its heading, with what every back-office list shares: newest first, the
 * pager that offers "all", the loading bar, the list's own empty message instead of react-admin's
 * empty page, and nothing drawn or asked for an account that may not list the resource.
 */
export const TitledList = ({ title, embedded = false, children, ...props }: TitledListProps) => {
  useDocumentTitle(!embedded && title);
  return (
    <ListAccess resource={useResourceContext(props) as string} embedded={embedded}>
      <PageHeading level={embedded ? 2 : 1} sx={{ mt: 2 }}>
        {title}
      </PageHeading>
      <List
        title={embedded ? false : title}
        sort={{ field: 'created_at', order: 'DESC' }}
        empty={false}
        pagination={<AllRowsPagination />}
        {...props}
      >
        <ListLoadingBar />
        {children}
      </List>
    </ListAccess>
  );
};
