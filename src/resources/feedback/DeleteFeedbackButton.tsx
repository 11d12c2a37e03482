import { useDataProvider, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useApiCall } from '../../common/useApiCall';
import type { FeedbackRecord, FeedbackResource } from './feedbackTypes';
import { useCanDeleteFeedback } from './useCanDeleteFeedback';

/** A row's delete with its confirm, for the author or staff; a refusal shows the server's message. */
export const DeleteFeedbackButton = ({ resource }: { resource: FeedbackResource }) => {
  const row = useRecordContext<FeedbackRecord>();
  const dataProvider = useDataProvider();
  const run = useApiCall();
  const { canDelete } = useCanDeleteFeedback(resource);
  if (!row || !canDelete(row)) return null;
  return (
    <ConfirmDeleteButton resource={resource} remove={() => run(() => dataProvider.delete(resource, { id: row.id, previousData: row }))} />
  );
};
