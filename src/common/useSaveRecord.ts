import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { fieldErrorsOf, setServerErrors } from '../providers/serverErrors';

interface SaveRecordOptions<V> {
  resource: string;
  /** The record being edited; none on create. */
  record?: RaRecord;
  /** Where a successful save goes (the list). */
  listPath: string;
  /** The form's values as the create / update body. */
  toPayload: (values: V) => Record<string, unknown>;
  /** The input that shows a server field's message, where the form has no input of that name. */
  aliasOf?: (field: string) => string | undefined;
}

/**
 * Creates or updates once the form's rules pass. Success shows the server's message and goes back
 * to the list; a 422 puts each message on its input, other failures (a 409) show as an
 * error notification.
 */
export const useSaveRecord = <V>({ resource, record, listPath, toPayload, aliasOf }: SaveRecordOptions<V>) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const { setError } = useFormContext();
  return useCallback(
    async (values: V) => {
      const data = toPayload(values);
      try {
        const result = record
          ? await dataProvider.update(resource, { id: record.id, data, previousData: record })
          : await dataProvider.create(resource, { data });
        notify(String(result.meta?.message ?? 'ra.notification.updated'), { type: 'success', messageArgs: { smart_count: 1 } });
        redirect(listPath);
      } catch (error) {
        const aliases: Record<string, string> = {};
        for (const field of Object.keys(fieldErrorsOf(error))) {
          const alias = aliasOf?.(field);
          if (alias) aliases[field] = alias;
        }
        setServerErrors(error, setError, aliases);
      }
    },
    [aliasOf, dataProvider, listPath, notify, record, redirect, resource, setError, toPayload],
  );
};
