// The labour calls that are not react-admin verbs; each returns the server's message.
import { apiCall as defaultApiCall, type ApiCall } from '../../providers/httpClient';
import type { ActiveStatus } from '../../common/StatusSwitch';

export const createLabourApi = (apiCall: ApiCall = defaultApiCall) => ({
  async updateStatus(labourId: string, status: ActiveStatus) {
    const reply = await apiCall('/api/labour-update-status', { labour_id: labourId, status });
    return reply.message;
  },
  async remove(id: string) {
    const reply = await apiCall('/api/labor-delete', { id });
    return reply.message;
  },
});

export const labourApi = createLabourApi();
