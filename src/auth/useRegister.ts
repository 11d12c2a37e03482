import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { registeredApproval } from '../../schema/approval';
import { setServerErrors } from '../providers/serverErrors';
import { usePostCodeCheck } from '../resources/users/usePostCodeCheck';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';

export interface RegisterValues {
  profile_image?: { rawFile: File; src: string } | null;
  /** Set by the photo's Remove button; nothing to remove before the account exists. */
  remove_profile_image?: boolean;
  name: string;
  email: string;
  phone: string;
  account_type: string;
  is_type: string;
  gender: string;
  password: string;
  confirm_password: string;
  pin_code: string;
  full_address: string;
}

/**
 * Registration, after the form's rules: the pin code must pass check-post-code first
 * (cleared on a rejection), then register-user; success goes to the login page with the
 * server's message (and, for a seller or labourer, that staff approve the account first).
 * Used inside the registration form.
 */
export const useRegister = () => {
  const translate = useTranslate();
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const { setError } = useFormContext();
  const checkPostCode = usePostCodeCheck();

  return useCallback(
    async ({ profile_image, remove_profile_image: _nothingToRemove, ...values }: RegisterValues) => {
      const place = await checkPostCode(values.pin_code);
      if (!place) return;
      try {
        const { message } = await dataProvider.accountRegister({
          ...values,
          name: values.name.trim(),
          email: values.email.trim(),
          full_address: values.full_address?.trim() ?? '',
          state: place.State,
          city: place.District,
          ...(profile_image?.rawFile ? { profile_image: profile_image.rawFile } : {}),
        });
        if (message === undefined) return; // the reply signed the session out
        // A seller or labourer waits for staff: said now, not first met on the dashboard.
        if (registeredApproval(values.account_type) === 'Pending')
          notify('app.account.register.pending', { type: 'info', messageArgs: { message }, autoHideDuration: 10_000 });
        else notify(message, { type: 'success' });
        redirect('/login');
      } catch (error) {
        setServerErrors(error, setError, {}, translate('app.account.register.failed'));
      }
    },
    [checkPostCode, dataProvider, notify, redirect, setError, translate],
  );
};
