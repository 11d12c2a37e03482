import { useMemo, type ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import { AllRowsPagination } from './AllRowsPagination';
import { ListLoadError } from './ListLoadError';
import { ListLoadingBar } from './ListLoadingBar';

// The failure is drawn in place of the rows (ListLoadError): react-admin's own toast would say
// it a second time, and go.
const TOLD_IN_PLACE = () => undefined;

/**
 * react-admin's List with what every back-office list shares: the pager that offers All, the
 * loading bar, the list's own empty message instead of react-admin's empty page, and a failed
 * read told where the rows would be, with a way out (ListLoadError), not as an empty list under
 * a passing toast.
 */
export const AdminList = ({ children, queryOptions, ...props }: ListProps & { children: ReactNode }) => {
  const options = useMemo(() => ({ ...queryOptions, onError: TOLD_IN_PLACE }), [queryOptions]);
  const { filterDefaultValues: filter, sort, disableSyncWithLocation } = props;
  return (
    <List
      empty={false}
      pagination={<AllRowsPagination />}
      error={<ListLoadError defaults={{ filter, sort }} fromAddress={!disableSyncWithLocation} />}
      {...props}
      queryOptions={options}
    >
      <ListLoadingBar />
      {children}
    </List>
  );
};
