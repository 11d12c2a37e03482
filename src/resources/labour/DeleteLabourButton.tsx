import { useNotify, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { LabourRecord } from './labourTypes';

/** Delete with the confirm; a refusal shows its message. */
export const DeleteLabourButton = () => {
  const labour = useRecordContext<LabourRecord>();
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  if (!labour) return null;
  const remove = async () => {
    try {
      return await dataProvider.labourDelete(String(labour.id));
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return undefined;
    }
  };
  return <ConfirmDeleteButton resource="labour" remove={remove} />;
};
