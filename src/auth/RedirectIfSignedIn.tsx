import type { ReactNode } from 'react';
import { Navigate } from 'react-admin';
import { hasToken } from '../providers/storage';

/** Route guard: with a token, login and register lead to the dashboard. */
export const RedirectIfSignedIn = ({ children }: { children: ReactNode }) =>
  hasToken() ? <Navigate to="/dashboard" replace /> : <>{children}</>;
