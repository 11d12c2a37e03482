import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { LabourRecord } from './labourTypes';

/** Delete with the confirm; a refusal shows its message. */
export const DeleteLabourButton = () => {
  const labour = useRecordContext<LabourRecord>();
  const dataProvider = useMandiDataProvider();
  if (!labour) return null;
  return <ConfirmDeleteButton resource="labour" remove={async () => (await dataProvider.labourDelete(String(labour.id))).message} />;
};
