import { useNotify, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { FeedbackRecord, FeedbackResource } from './feedbackTypes';
import { useCanDeleteFeedback } from './useCanDeleteFeedback';

/** A row's delete with its confirm, for the author or staff; a refusal shows the server's message. */
export const DeleteFeedbackButton = ({ resource }: { resource: FeedbackResource }) => {
  const row = useRecordContext<FeedbackRecord>();
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  const { canDelete } = useCanDeleteFeedback(resource);
  if (!row || !canDelete(row)) return null;
  // The dataProvider signs out on 401/403 itself; any other failure shows why, and resolves
  // undefined so the list stays as it is.
  const remove = () =>
    dataProvider.delete(resource, { id: row.id, previousData: row }).catch((error: unknown) => {
      notify(messageOf(error), { type: 'error' });
      return undefined;
    });
  return <ConfirmDeleteButton resource={resource} remove={remove} />;
};
