// Browser storage of the signed-in state (spec 3 "Browser storage"): pure helpers, no React.

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

export const readCookie = (name: string): string | null => {
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : null;
};

const writeCookie = (name: string, value: string, maxAgeSeconds: number) => {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${name}=${encodeURIComponent(value)}; path=/; SameSite=Strict; max-age=${maxAgeSeconds}${secure}`;
};

/** 'Bearer <token>' from local storage, else from the cookie (spec: either one signs in). */
export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY) || readCookie(TOKEN_KEY);

export const hasToken = (): boolean => !!getToken();

export const getUser = (): StoredUser | null => readJson<StoredUser>(USER_KEY);

export const getStoredPermissions = (): string[] => {
  const list = readJson<unknown>(PERMISSIONS_KEY);
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
};

export const setStoredPermissions = (permissions: string[]) =>
  localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));

export interface Session {
  token: string;
  expiresAt?: string | null;
  user: StoredUser;
  permissions: string[];
}

const DAY_SECONDS = 24 * 60 * 60;

/** Seconds until expiresAt; a day when the server gave no usable expiry. */
const secondsUntil = (expiresAt?: string | null): number => {
  const at = expiresAt ? Date.parse(expiresAt) : NaN;
  if (Number.isNaN(at)) return DAY_SECONDS;
  return Math.max(0, Math.floor((at - Date.now()) / 1000));
};

export const saveSession = ({ token, expiresAt, user, permissions }: Session) => {
  const bearer = `Bearer ${token}`;
  localStorage.setItem(TOKEN_KEY, bearer);
  writeCookie(TOKEN_KEY, bearer, secondsUntil(expiresAt));
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  setStoredPermissions(permissions);
};

export const clearSession = () => {
  localStorage.removeItem(PERMISSIONS_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
  writeCookie(TOKEN_KEY, '', 0);
};
