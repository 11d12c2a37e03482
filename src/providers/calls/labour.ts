import type { LabourStatus } from '../../../schema/labour';
import type { ApiCall } from '../httpClient';
import type { CallReply } from './reply';

/** The labour calls that are not react-admin verbs, as dataProvider methods; each resolves with the server's message. */
export const labourCalls = (apiCall: ApiCall) => ({
  async labourUpdateStatus(labourId: string, status: LabourStatus): Promise<CallReply> {
    const { data, message } = await apiCall('/api/labour-update-status', { labour_id: labourId, status });
    return { data, message };
  },
  async labourDelete(id: string): Promise<CallReply> {
    const { data, message } = await apiCall('/api/labor-delete', { id });
    return { data, message };
  },
});
