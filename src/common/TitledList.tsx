import type { ReactNode } from 'react';
import { useResourceContext, type ListProps } from 'react-admin';
import { AdminList } from './AdminList';
import { ListAccess } from './ListAccess';
import { PageHeading } from './PageHeading';
import { useDocumentTitle } from '../layout/useDocumentTitle';

const NEWEST_FIRST = { field: 'created_at', order: 'DESC' } as const;

interface TitledListProps extends Omit<ListProps, 'title'> {
  /** The visible heading, and the window's title unless the list is embedded. */
  title: string;
  /** Inside another record's page: an h2, and that page keeps its own title. */
  embedded?: boolean;
  children: ReactNode;
}

/**
 * A list screen under its heading, newest first, with what every back-office list shares
 * (AdminList), and nothing drawn or asked for an account that may not list the resource.
 */
export const TitledList = ({ title, embedded = false, children, ...props }: TitledListProps) => {
  useDocumentTitle(!embedded && title);
  return (
    <ListAccess resource={useResourceContext(props) as string} embedded={embedded}>
      <PageHeading level={embedded ? 2 : 1} sx={{ mt: 2 }}>
        {title}
      </PageHeading>
      <AdminList title={embedded ? false : title} sort={NEWEST_FIRST} {...props}>
        {children}
      </AdminList>
    </ListAccess>
  );
};
