// The public account calls (docs/api.md "Public account calls"); no token needed.
import { apiCall as defaultApiCall, type ApiCall } from '../providers/httpClient';
import { toFormData } from '../providers/formData';

export const createAccountApi = (apiCall: ApiCall = defaultApiCall) => ({
  /** Multipart, with the photo as profile_image. */
  async register(values: Record<string, unknown>) {
    const reply = await apiCall('/api/register-user', toFormData(values));
    return reply.message;
  },

  /** Always the same reply, whether or not the address has an account. */
  async forgotPassword(email: string) {
    const reply = await apiCall('/api/forgot-password', { email, type: 'admin' });
    return reply.message;
  },

  async resetPassword(token: string, password: string, passwordConfirmation: string) {
    const reply = await apiCall('/api/reset-password', {
      token,
      password,
      password_confirmation: passwordConfirmation,
    });
    return reply.message;
  },
});

export const accountApi = createAccountApi();
