import type { DeleteType } from '../../../schema/user';
import type { ApiCall } from '../httpClient';
import type { CallReply } from './reply';

/** data of /api/check-post-code (docs/api.md "Public account calls"). */
export interface PostCodePlace {
  State: string;
  District: string;
  Pincode?: string;
}

export type UserStatus = 'Active' | 'In-Active';

/** The users calls that are not react-admin verbs, as dataProvider methods. */
export const userCalls = (apiCall: ApiCall) => ({
  /** Where a pin code is: a rejected one fails with 422 (or 404). Public: registration asks it too. */
  async userCheckPostCode(postCode: string): Promise<CallReply<PostCodePlace>> {
    const { data, message } = await apiCall<PostCodePlace>('/api/check-post-code', { post_code: postCode });
    return { data, message };
  },

  async userUpdateStatus(userId: string, status: UserStatus): Promise<CallReply> {
    const { data, message } = await apiCall('/api/user-update-status', { user_id: userId, status });
    return { data, message };
  },

  /** Approves a seller or labourer: the listings it prepared go live (docs/api.md "Seller and labourer approval"). */
  async userApprove(userId: string): Promise<CallReply> {
    const { data, message } = await apiCall('/api/user-approve', { user_id: userId });
    return { data, message };
  },

  /** Rejects a seller or labourer; the reason is required, mailed to it and shown on its account. */
  async userReject(userId: string, reason: string): Promise<CallReply> {
    const { data, message } = await apiCall('/api/user-reject', { user_id: userId, reason });
    return { data, message };
  },

  /** Soft delete by default; Restore brings a soft-deleted account back, Force Delete removes it for good. */
  async userDelete(userId: string, deleteType: DeleteType = 'Delete'): Promise<CallReply> {
    const { data, message } = await apiCall('/api/user-delete', { user_id: userId, delete_type: deleteType });
    return { data, message };
  },

  /** currentPassword: one's own password only; staff setting another's send none. */
  async userChangePassword(
    userId: string,
    { password, passwordConfirmation, currentPassword }: { password: string; passwordConfirmation: string; currentPassword?: string },
  ): Promise<CallReply> {
    const { data, message } = await apiCall('/api/change-password', {
      user_id: userId,
      ...(currentPassword !== undefined && { current_password: currentPassword }),
      password,
      password_confirmation: passwordConfirmation,
    });
    return { data, message };
  },
});
