import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Box, LinearProgress, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RetryAlert } from '../common/RetryAlert';
import { messageOf } from '../providers/serverErrors';

interface ReportStateProps<T> {
  query: UseQueryResult<T>;
  /** True when the reply holds nothing to show. */
  isEmpty: (data: T) => boolean;
  /** i18n key of the empty message; "No sales in this period" unless told. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** Where a report is: loading (skeletons), failed (the message and Retry), empty, or its figures. */
export function ReportState<T>({ query, isEmpty, empty = 'app.reports.empty', children }: ReportStateProps<T>) {
  const translate = useTranslate();
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = query;
  if (error) {
    return (
      <RetryAlert retry="app.reports.retry" onRetry={() => void refetch()}>
        {translate('app.reports.error', { message: messageOf(error) })}
      </RetryAlert>
    );
  }
  if (isPending || data === undefined) {
    return (
      <Stack spacing={1} aria-busy="true" data-testid="report-loading">
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
      </Stack>
    );
  }
  return (
    <Box aria-busy={isFetching}>
      {/* The last figures stay while the new period loads, under a thin bar. */}
      <LinearProgress sx={{ visibility: isPlaceholderData ? 'visible' : 'hidden', mb: 1, displayPrint: 'none' }} />
      {isEmpty(data) ? <Alert severity="info">{translate(empty)}</Alert> : children(data)}
    </Box>
  );
}
