import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { fieldErrorsOf, messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';

export interface ChangePasswordValues {
  /** Asked only when changing one's own password. */
  current_password?: string;
  password: string;
  confirm_password: string;
}

/**
 * Sends /api/change-password: success 'Password changed successfully', failure the
 * server's message or 'Failed to change password'. A 422 also lands on the fields.
 */
export const useChangePassword = (userId: string) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useMandiDataProvider();
  const { reset, setError } = useFormContext<ChangePasswordValues>();
  return useCallback(
    async ({ current_password, password, confirm_password }: ChangePasswordValues) => {
      try {
        const { message } = await dataProvider.userChangePassword(userId, {
          password,
          passwordConfirmation: confirm_password,
          currentPassword: current_password,
        });
        if (message === undefined) return; // the reply signed the session out
        notify('resources.users.password.changed', { type: 'success' });
        reset(); // back to the blank fields the form started with
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields.current_password) setError('current_password', { type: 'server', message: fields.current_password });
        if (fields.password) setError('password', { type: 'server', message: fields.password });
        if (fields.password_confirmation) setError('confirm_password', { type: 'server', message: fields.password_confirmation });
        // The form shows root.serverError as its error notification once the submit ends.
        setError('root.serverError', { type: 'server', message: messageOf(error, translate('resources.users.password.failed')) });
      }
    },
    [dataProvider, userId, notify, reset, setError, translate],
  );
};
