import { QueryClient } from '@tanstack/react-query';
import { isSignedOutError } from './authProvider';

/** react-query's own default. */
const MAX_RETRIES = 3;

/** 401 (signed out) and 403 (not allowed) give the same answer when asked again. */
const isRefusal = (error: unknown) => isSignedOutError(error) || (error as { status?: number } | null)?.status === 403;

/**
 * The admin's query cache. A refused query fails at once: retried, a revoked token's permission
 * check would hold every screen on a spinner for 1 + 2 + 4 s before the sign-in page. Other
 * failures (network, 5xx) keep react-query's retries.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: (failureCount, error) => failureCount < MAX_RETRIES && !isRefusal(error) },
    },
  });
