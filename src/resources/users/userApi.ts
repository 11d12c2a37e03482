// The user calls that are not react-admin verbs (list, one, create, update go through
// the dataProvider, see providers/resources.ts). Each returns the server's message to show.
import { apiCall as defaultApiCall, type ApiCall } from '../../providers/httpClient';

/** data of /api/check-post-code (docs/api.md "Public account calls"). */
export interface PostCodePlace {
  State: string;
  District: string;
  Pincode?: string;
}

export type UserStatus = 'Active' | 'In-Active';

export const createUserApi = (apiCall: ApiCall = defaultApiCall) => ({
  async checkPostCode(postCode: string) {
    const reply = await apiCall<PostCodePlace>('/api/check-post-code', { post_code: postCode });
    return { place: reply.data, message: reply.message };
  },

  async updateStatus(userId: string, status: UserStatus) {
    const reply = await apiCall('/api/user-update-status', { user_id: userId, status });
    return reply.message;
  },

  /** Soft delete. */
  async remove(userId: string) {
    const reply = await apiCall('/api/user-delete', { user_id: userId, delete_type: 'Delete' });
    return reply.message;
  },

  /** currentPassword: one's own password only; staff setting another's send none. */
  async changePassword(userId: string, password: string, passwordConfirmation: string, currentPassword?: string) {
    const reply = await apiCall('/api/change-password', {
      user_id: userId,
      ...(currentPassword !== undefined && { current_password: currentPassword }),
      password,
      password_confirmation: passwordConfirmation,
    });
    return reply.message;
  },
});

export const userApi = createUserApi();
