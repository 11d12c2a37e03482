import { useRecordContext } from 'react-admin';
import { StatusSwitch } from '../../common/StatusSwitch';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { LabourRecord } from './labourTypes';

/** The Status column: sent at once, the server's message shown as a success. */
export const LabourStatusSwitch = () => {
  const labour = useRecordContext<LabourRecord>();
  const dataProvider = useMandiDataProvider();
  if (!labour) return null;
  return (
    <StatusSwitch
      resource="labour"
      status={labour.status}
      name={labour.labor_name}
      send={async (status) => (await dataProvider.labourUpdateStatus(String(labour.id), status)).message}
    />
  );
};
