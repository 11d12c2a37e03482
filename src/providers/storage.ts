// Browser storage of the signed-in state: pure helpers, no React.

export const TOKEN_KEY = 'access_token';
export const USER_KEY = 'user_login';
export const PERMISSIONS_KEY = 'permissions';

/** The user object the server returns at login (docs/api.md). */
export interface StoredUser {
  uuid: string;
  name: string;
  email?: string | null;
  account_type?: string;
  image_url?: string | null;
  role?: { uuid: string; name: string } | null;
  [key: string]: unknown;
}

const readJson = <T>(key: string): T | null => {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null; // a hand-edited or truncated value counts as absent
  }
};

/**
 * 'Bearer <token>' from local storage. Never a cookie: a cookie's scope is the host, not the port
 * or the app, so the browser would send the token to every service on this host, and no call
 * needs one (the API reads the Authorization header; uploads are public; exports are fetched).
 */
export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

/** Expires the token cookie earlier versions wrote, so a browser does not keep sending it. */
export const forgetTokenCookie = () => {
  document.cookie = `${TOKEN_KEY}=; path=/; max-age=0`;
};

export const hasToken = (): boolean => !!getToken();

export const getUser = (): StoredUser | null => readJson<StoredUser>(USER_KEY);

/** After one's own profile is saved, the stored user (app bar name and avatar) follows; another's changes nothing. */
export const rememberOwnProfile = (saved: { uuid: string; [key: string]: unknown }) => {
  const stored = getUser();
  if (!stored || stored.uuid !== saved.uuid) return;
  localStorage.setItem(USER_KEY, JSON.stringify({ ...stored, ...saved }));
};

/** One's own account as a users call returns it (a save, a read): its list-only parts left out. */
export const rememberOwnAccount = ({
  id: _id,
  user_address: _addresses,
  ...profile
}: {
  uuid: string;
  id?: unknown;
  user_address?: unknown;
  [key: string]: unknown;
}) => rememberOwnProfile(profile);

const SIGN_OUT_PROBLEM_KEY = 'sign_out_problem';

/** Why the server could not end a session this tab signed out of, for the login screen to tell once. */
export const rememberSignOutProblem = (message: string) => sessionStorage.setItem(SIGN_OUT_PROBLEM_KEY, message);

export const takeSignOutProblem = (): string | null => {
  const message = sessionStorage.getItem(SIGN_OUT_PROBLEM_KEY);
  sessionStorage.removeItem(SIGN_OUT_PROBLEM_KEY);
  return message;
};

export const getStoredPermissions = (): string[] => {
  const list = readJson<unknown>(PERMISSIONS_KEY);
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
};

export const setStoredPermissions = (permissions: string[]) => localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));

export interface Session {
  token: string;
  user: StoredUser;
  permissions: string[];
}

export const saveSession = ({ token, user, permissions }: Session) => {
  localStorage.setItem(TOKEN_KEY, `Bearer ${token}`);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  setStoredPermissions(permissions);
};

export const clearSession = () => {
  localStorage.removeItem(PERMISSIONS_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
};
