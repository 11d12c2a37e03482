import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useNotify } from 'react-admin';
import { setServerErrors } from '../../providers/serverErrors';
import { toUserPayload, type UserFormValues } from './userFormValues';
import type { UserRecord } from './userTypes';
import { usePostCodeCheck } from './usePostCodeCheck';

interface SaveUserOptions {
  /** The user being edited; none when creating. */
  record?: UserRecord;
  onSaved?: (user: UserRecord) => void;
}

/**
 * Saving a user form, once the form's own rules have passed: look up the pin code
 * (stop on a rejection), then create or update. Success shows the server's message; a 422 puts
 * each message on its field, any other failure (409 'Your Email Already Exists!') shows as an
 * error notification and keeps the form open. Used inside the form (react-hook-form context).
 */
export const useSaveUser = ({ record, onSaved }: SaveUserOptions) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { setError } = useFormContext();
  const checkPostCode = usePostCodeCheck();

  return useCallback(
    async (values: UserFormValues) => {
      const place = await checkPostCode(values.pin_code);
      if (!place) return;
      const data = toUserPayload(values, place, record);
      try {
        const result = record
          ? await dataProvider.update<UserRecord>('users', { id: record.id, data, previousData: record })
          : await dataProvider.create<UserRecord>('users', { data });
        notify(String(result.meta?.message ?? 'ra.notification.updated'), {
          type: 'success',
          messageArgs: { smart_count: 1 },
        });
        onSaved?.(result.data);
      } catch (error) {
        // The photo is `image` on the form and on the server alike.
        setServerErrors(error, setError);
      }
    },
    [checkPostCode, dataProvider, notify, onSaved, record, setError],
  );
};
