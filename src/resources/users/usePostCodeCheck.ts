import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import type { PostCodePlace } from '../../providers/calls/users';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import { USER_MESSAGES } from '../../../schema/userMessages';

/**
 * Before a user form or a registration is sent, its pin code must be accepted by
 * /api/check-post-code. On a rejection the pin code is cleared and carries the message; the
 * caller stops. Used inside a react-admin / react-hook-form form.
 */
export const usePostCodeCheck = (source = 'pin_code') => {
  const dataProvider = useMandiDataProvider();
  const { setValue, setError } = useFormContext();
  return useCallback(
    async (pinCode: string): Promise<PostCodePlace | null> => {
      try {
        const { data: place, message } = await dataProvider.userCheckPostCode(pinCode);
        // No message: the reply signed the session out, and the save stops there.
        return message === undefined ? null : place;
      } catch (error) {
        const status = (error as { status?: number }).status;
        // A rejection (422) clears the field; a network or server failure keeps what was typed.
        const rejected = status === 422 || status === 404;
        const message = rejected ? USER_MESSAGES.invalidPin : messageOf(error);
        if (rejected) {
          setValue(source, '', { shouldDirty: true });
          setError(source, { type: 'server', message });
        }
        setError('root.serverError', { type: 'server', message });
        return null;
      }
    },
    [dataProvider, setValue, setError, source],
  );
};
