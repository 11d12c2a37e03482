import { AlertTitle } from '@mui/material';
import { useListContext, useTranslate, type SortPayload } from 'react-admin';
import { fieldErrorsOf, messageOf } from '../providers/serverErrors';
import { RetryAlert } from './RetryAlert';

/** What a list starts from: its filterDefaultValues and sort. */
export interface ListDefaults {
  filter?: object;
  sort?: SortPayload;
}

interface ListLoadErrorProps {
  defaults: ListDefaults;
  /** The list reads its filters from the address (not an embedded list keeping them to itself). */
  fromAddress: boolean;
}

/**
 * A 422 on a list read refuses what the list asked with, not the list: a filter, search or sort
 * from the address, a saved view or an old stored state (a category id that is no id).
 */
const isRefusedQuery = (error: unknown) => (error as { status?: number } | null)?.status === 422;

const IN_PLACE_OF_ROWS = { m: 2 };

/**
 * A list read that failed, told where the rows would be, so an empty list never hides it. Refused
 * filters say why (the server's message names the field) and offer Clear filters, which goes back
 * to the list's own; asking again with the same filters would only be refused again. Any other
 * failure (network, 5xx) offers Retry.
 */
export const ListLoadError = ({ defaults, fromAddress }: ListLoadErrorProps) => {
  const translate = useTranslate();
  const { error, refetch, isFetching, setFilters, setSort } = useListContext();
  if (isRefusedQuery(error)) {
    const clear = () => {
      setFilters(defaults.filter ?? {});
      // A refused sort came the same way as the filters: it goes back to the list's own too.
      const fields = Object.keys(fieldErrorsOf(error));
      if (defaults.sort && (fields.includes('sort') || fields.includes('order'))) setSort(defaults.sort);
    };
    return (
      <RetryAlert retry="app.list.clear_filters" onRetry={clear} busy={isFetching} sx={IN_PLACE_OF_ROWS}>
        <AlertTitle>{translate(fromAddress ? 'app.list.refused_address' : 'app.list.refused')}</AlertTitle>
        {messageOf(error)}
      </RetryAlert>
    );
  }
  return (
    <RetryAlert retry="app.list.retry" onRetry={() => void refetch()} busy={isFetching} sx={IN_PLACE_OF_ROWS}>
      {translate('app.list.load_error', { message: messageOf(error) })}
    </RetryAlert>
  );
};
