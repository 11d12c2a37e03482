import type { AuthProvider } from 'react-admin';
import { apiCall as defaultApiCall, type ApiCall } from './httpClient';
import { canAccess } from './canAccess';
import { messageOf } from './serverErrors';
import {
  clearSession,
  getStoredPermissions,
  getToken,
  getUser,
  hasToken,
  rememberSignOutProblem,
  saveSession,
  setStoredPermissions,
  type StoredUser,
} from './storage';

interface LoginData {
  access_token: string;
  user: StoredUser;
  permissions?: string[];
}

const UNAUTHENTICATED = 'Unauthenticated.';

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/** The server no longer accepts the token (unknown, expired or revoked): asking again cannot help. */
export const isSignedOutError = (error: unknown): boolean =>
  statusOf(error) === 401 || (error as { message?: unknown } | null)?.message === UNAUTHENTICATED;

/** Ours always has these optional methods, so callers need no undefined checks. */
export type MandiAuthProvider = AuthProvider &
  Required<Pick<AuthProvider, 'getIdentity' | 'getPermissions' | 'canAccess'>> & {
    /** Drops the permissions read for this sign-in: the next check asks the server again. */
    forgetPermissions(): void;
  };

export const createAuthProvider = (apiCall: ApiCall = defaultApiCall): MandiAuthProvider => {
  // One /api/user-permission request per token, shared by getPermissions and canAccess.
  let permissionsRequest: { token: string; promise: Promise<string[]> } | null = null;

  const loadPermissions = (): Promise<string[]> => {
    const token = getToken();
    if (!token) return Promise.resolve([]);
    if (permissionsRequest?.token !== token) {
      const promise = apiCall<string[]>('/api/user-permission')
        .then(({ data }) => {
          const list = Array.isArray(data) ? data : [];
          setStoredPermissions(list);
          return list;
        })
        .catch((error: unknown) => {
          permissionsRequest = null; // let the next call retry
          if (isSignedOutError(error)) {
            // Final: forget the refused token at once (not a newer sign-in's), so logout needs
            // no server call for it, and let react-admin log out.
            if (getToken() === token) clearSession();
            throw error;
          }
          // A network or server failure: keep working on the cached list.
          return getStoredPermissions();
        });
      permissionsRequest = { token, promise };
    }
    return permissionsRequest.promise;
  };

  return {
    async login({ username, password }: { username?: string; password?: string }) {
      const { data } = await apiCall<LoginData>('/api/login-user', {
        user_name: username ?? '',
        password: password ?? '',
      });
      permissionsRequest = null;
      saveSession({
        token: data.access_token,
        user: data.user,
        permissions: data.permissions ?? [],
      });
      return { redirectTo: '/dashboard' };
    },

    async checkAuth() {
      if (!hasToken()) throw { redirectTo: '/login', message: false };
    },

    async checkError(error: unknown) {
      // 403 means "not allowed", not "signed out": keep the session.
      if (isSignedOutError(error)) throw error;
    },

    async logout() {
      if (getToken()) {
        try {
          await apiCall('/api/logout');
        } catch (error) {
          // Signed out here whatever the server says; the login screen tells why the server's
          // session may live on (a token already refused has ended there too).
          if (!isSignedOutError(error)) rememberSignOutProblem(messageOf(error));
        }
      }
      permissionsRequest = null;
      clearSession();
      return '/login';
    },

    async getIdentity() {
      const user = getUser();
      if (!user) throw new Error('Not signed in');
      // account_type: what useSignedInUser derives staff and Super Admin from; role_id: whom a saved view is shared with.
      return {
        id: user.uuid,
        fullName: user.name,
        avatar: user.image_url ?? undefined,
        account_type: user.account_type,
        role_id: user.role?.uuid,
      };
    },

    getPermissions: loadPermissions,

    forgetPermissions() {
      permissionsRequest = null;
    },

    async canAccess({ action, resource }) {
      const permissions = await loadPermissions();
      return canAccess({ action, resource }, { permissions, accountType: getUser()?.account_type });
    },
  };
};

export const authProvider = createAuthProvider();
