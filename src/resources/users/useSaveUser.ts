import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import type { StaleChange } from '../../../schema/version';
import { catchStale, failAsStale, versionOf } from '../../common/useVersionedRecord';
import { setServerErrors } from '../../providers/serverErrors';
import { rememberOwnAccount } from '../../providers/storage';
import { toUserPayload, type UserFormValues } from './userFormValues';
import type { UserRecord } from './userTypes';
import { usePostCodeCheck } from './usePostCodeCheck';

interface SaveUserOptions {
  /** The user being edited, as the form read it (useVersionedRecord); none when creating. */
  record?: UserRecord;
  onSaved?: (user: UserRecord) => void;
  /** Told when the save is refused because someone changed the user after the form read it. */
  onStale: (change: StaleChange) => void;
}

/**
 * Saving a user form, once the form's own rules have passed: look up the pin code
 * (stop on a rejection), then create or update, an update with the version it read. Success shows
 * the server's message; a save over someone else's change goes to `onStale`; a 422 puts each
 * message on its field, any other failure (409 'Your Email Already Exists!') shows as an error
 * notification and keeps the form open. Used inside the form (react-hook-form context).
 */
export const useSaveUser = ({ record, onSaved, onStale }: SaveUserOptions) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { setError } = useFormContext();
  const checkPostCode = usePostCodeCheck();
  const { refetch: refetchIdentity } = useGetIdentity();

  return useCallback(
    async (values: UserFormValues) => {
      const place = await checkPostCode(values.pin_code);
      if (!place) return;
      const data = { ...toUserPayload(values, place, record), ...versionOf(record) };
      try {
        const result = await catchStale(
          () =>
            record
              ? dataProvider.update<UserRecord>('users', { id: record.id, data, previousData: record })
              : dataProvider.create<UserRecord>('users', { data }),
          onStale,
        );
        if (!result) return failAsStale(setError);
        notify(String(result.meta?.message ?? 'ra.notification.updated'), {
          type: 'success',
          messageArgs: { smart_count: 1 },
        });
        // One's own account, saved from any screen: the app bar's name and picture follow.
        rememberOwnAccount(result.data);
        void refetchIdentity?.();
        onSaved?.(result.data);
      } catch (error) {
        // The photo is `image` on the form and on the server alike.
        setServerErrors(error, setError);
      }
    },
    [checkPostCode, dataProvider, notify, onSaved, onStale, record, refetchIdentity, setError],
  );
};
