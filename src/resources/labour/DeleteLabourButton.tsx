import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useApiCall } from '../../common/useApiCall';
import { labourApi } from './labourApi';
import type { LabourRecord } from './labourTypes';

/** Delete with the confirm; a refusal shows its message. */
export const DeleteLabourButton = () => {
  const labour = useRecordContext<LabourRecord>();
  const run = useApiCall();
  if (!labour) return null;
  return <ConfirmDeleteButton resource="labour" remove={() => run(() => labourApi.remove(String(labour.id)))} />;
};
