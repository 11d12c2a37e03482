import { useCallback } from 'react';
import type { RaRecord } from 'react-admin';
import { useSignedInUser } from './useSignedInUser';

/**
 * The warning for a listing asked Active but saved In-Active: the server keeps an account staff
 * have not approved off the market, and the form should not claim it went live.
 */
export const useHeldBackNotice = () => {
  const { id: callerId } = useSignedInUser();
  return useCallback(
    (sent: Record<string, unknown>, saved: RaRecord) => {
      if (sent.status !== 'Active' || saved.status !== 'In-Active') return undefined;
      return saved.user_id === callerId ? 'resources.users.approval.listing_held_own' : 'resources.users.approval.listing_held_owner';
    },
    [callerId],
  );
};
