import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { FeedbackRecord, FeedbackResource } from './feedbackTypes';
import { useCanDeleteFeedback } from './useCanDeleteFeedback';

/** A row's delete with its confirm, for the author or staff; a refusal shows the server's message. */
export const DeleteFeedbackButton = ({ resource }: { resource: FeedbackResource }) => {
  const row = useRecordContext<FeedbackRecord>();
  const dataProvider = useMandiDataProvider();
  const { canDelete } = useCanDeleteFeedback(resource);
  if (!row || !canDelete(row)) return null;
  return <ConfirmDeleteButton resource={resource} remove={() => dataProvider.delete(resource, { id: row.id, previousData: row })} />;
};
