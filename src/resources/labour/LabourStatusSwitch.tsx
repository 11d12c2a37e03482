import { useRecordContext } from 'react-admin';
import { StatusSwitch } from '../../common/StatusSwitch';
import { labourApi } from './labourApi';
import type { LabourRecord } from './labourTypes';

/** The Status column: sent at once, the server's message shown as a success. */
export const LabourStatusSwitch = () => {
  const labour = useRecordContext<LabourRecord>();
  if (!labour) return null;
  return (
    <StatusSwitch
      resource="labour"
      status={labour.status}
      name={labour.labor_name}
      send={(status) => labourApi.updateStatus(String(labour.id), status)}
    />
  );
};
