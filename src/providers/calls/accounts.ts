// The public account calls (docs/api.md "Public account calls"): no token needed, so the
// register, forgot and reset pages use them before anyone signs in.
import type { ApiCall } from '../httpClient';
import { toFormData } from '../formData';
import type { CallReply } from './reply';

/** The accounts calls that are not react-admin verbs, as dataProvider methods. */
export const accountCalls = (apiCall: ApiCall) => ({
  /** Multipart, with the photo as profile_image. */
  async accountRegister(values: Record<string, unknown>): Promise<CallReply> {
    const { data, message } = await apiCall('/api/register-user', toFormData(values));
    return { data, message };
  },

  /** Always the same reply, whether or not the address has an account. */
  async accountForgotPassword(email: string): Promise<CallReply> {
    const { data, message } = await apiCall('/api/forgot-password', { email, type: 'admin' });
    return { data, message };
  },

  async accountResetPassword(token: string, password: string, passwordConfirmation: string): Promise<CallReply> {
    const { data, message } = await apiCall('/api/reset-password', { token, password, password_confirmation: passwordConfirmation });
    return { data, message };
  },
});
