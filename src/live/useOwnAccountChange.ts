import { useGetIdentity, type Identifier } from 'react-admin';
import type { LiveMessage } from './liveConnection';
import { useLiveMessages } from './LiveContext';

/** A change of the signed-in account's own record (the server tells one of it whatever one may view). */
export const isOwnAccountChange = (message: LiveMessage, ownId: Identifier | undefined) =>
  ownId !== undefined && message.type === 'change' && message.change.subject === 'user' && message.change.record_id === String(ownId);

/**
 * Calls onChange when the signed-in account's own record changes, as staff approving or rejecting
 * it, or renaming it, do: a screen that shows what the account's record says reads it again.
 */
export const useOwnAccountChange = (onChange: () => void) => {
  const { identity } = useGetIdentity();
  useLiveMessages((message) => {
    if (isOwnAccountChange(message, identity?.id)) onChange();
  });
};
