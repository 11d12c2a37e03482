import type { ActiveStatus } from '../../common/StatusSwitch';
import type { ApiCall } from '../httpClient';

/** The labour calls that are not react-admin verbs, as dataProvider methods; each resolves with the server's message. */
export const labourCalls = (apiCall: ApiCall) => ({
  async labourUpdateStatus(labourId: string, status: ActiveStatus) {
    return (await apiCall('/api/labour-update-status', { labour_id: labourId, status })).message;
  },
  async labourDelete(id: string) {
    return (await apiCall('/api/labor-delete', { id })).message;
  },
});
