import type { PermissionName } from '../../../schema/permissions';
import type { ApiCall } from '../httpClient';
import type { CallReply } from './reply';

/** The role calls that are not react-admin verbs, as dataProvider methods. */
export const roleCalls = (apiCall: ApiCall) => ({
  /** Replaces the role's grants with exactly `permissions`, against the `version` (updated_at) read. */
  async rolePermissionsUpdate(roleId: string, permissions: readonly PermissionName[], version?: string): Promise<CallReply> {
    const { data, message } = await apiCall('/api/role-permissions-update', { role_id: roleId, permissions, updated_at: version });
    return { data, message };
  },
});
