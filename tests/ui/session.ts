// Test helpers that put a signed-in state into browser storage, as a login would.
import { saveSession, type StoredUser } from '../../src/providers/storage';
import { ALL_PERMISSIONS } from '../../schema/permissions';
import { superAdmin, TOKEN } from './handlers';

let logins = 0;

/** A fresh token each time, as a real login gives, so no permission cache outlives a test. */
export const signIn = (user: StoredUser = superAdmin, permissions: string[] = ALL_PERMISSIONS) => {
  logins += 1;
  const token = `${TOKEN}-${logins}`;
  saveSession({ token, user, permissions });
  return `Bearer ${token}`;
};
