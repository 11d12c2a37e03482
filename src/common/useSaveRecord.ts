import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useNotify, useRedirect, type RaRecord } from 'react-admin';
import type { StaleChange } from '../../schema/version';
import { fieldErrorsOf, setServerErrors } from '../providers/serverErrors';
import { FOCUS_HEADING } from './PageHeading';
import { catchStale, failAsStale, versionOf } from './useVersionedRecord';

interface SaveRecordOptions<V> {
  resource: string;
  /** The record being edited, as the form read it (useVersionedRecord); none on create. */
  record?: RaRecord;
  /** Told when the save is refused because someone changed the record after it was read. */
  onStale: (change: StaleChange) => void;
  /** Where a successful save goes (the list). */
  listPath: string;
  /** The form's values as the create / update body. */
  toPayload: (values: V) => Record<string, unknown>;
  /** The input that shows a server field's message, where the form has no input of that name. */
  aliasOf?: (field: string) => string | undefined;
  /** The chosen file a server field's message is about, so the input can say which one it refuses. */
  fileOf?: (field: string, values: V) => File | undefined;
  /** An i18n key to warn with instead of the success message, from what was sent and what was saved. */
  warningOf?: (sent: Record<string, unknown>, saved: RaRecord) => string | undefined;
}

/**
 * The server's refusals of chosen files, by the input that shows them: each input's messages by
 * file name (react-hook-form's `types`), where several files may be refused at once.
 */
const fileErrorsOf = <V>(
  fields: Record<string, string>,
  values: V,
  aliasOf: SaveRecordOptions<V>['aliasOf'],
  fileOf: SaveRecordOptions<V>['fileOf'],
) => {
  const byInput: Record<string, Record<string, string>> = {};
  for (const [field, message] of Object.entries(fields)) {
    const file = fileOf?.(field, values);
    if (file) (byInput[aliasOf?.(field) ?? field] ??= {})[file.name] = message;
  }
  return byInput;
};

/**
 * Creates or updates once the form's rules pass; an update sends back the version it read.
 * Success shows the server's message (or the form's warning about what was saved) and goes back to the list; a save over someone else's change
 * goes to `onStale` and keeps the form as it is; a 422 puts each message on its input, other
 * failures show as an error notification.
 */
export const useSaveRecord = <V>({ resource, record, onStale, listPath, toPayload, aliasOf, fileOf, warningOf }: SaveRecordOptions<V>) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const { setError } = useFormContext();
  return useCallback(
    async (values: V) => {
      const data = { ...toPayload(values), ...versionOf(record) };
      try {
        const result = await catchStale(
          () =>
            record ? dataProvider.update(resource, { id: record.id, data, previousData: record }) : dataProvider.create(resource, { data }),
          onStale,
        );
        if (!result) return failAsStale(setError);
        const warning = warningOf?.(data, result.data);
        if (warning) notify(warning, { type: 'warning' });
        else notify(String(result.meta?.message ?? 'ra.notification.updated'), { type: 'success', messageArgs: { smart_count: 1 } });
        redirect(listPath, undefined, undefined, undefined, FOCUS_HEADING);
      } catch (error) {
        const fields = fieldErrorsOf(error);
        const aliases: Record<string, string> = {};
        for (const field of Object.keys(fields)) {
          const alias = aliasOf?.(field);
          if (alias) aliases[field] = alias;
        }
        setServerErrors(error, setError, aliases);
        for (const [input, types] of Object.entries(fileErrorsOf(fields, values, aliasOf, fileOf)))
          setError(input, { type: 'server', message: Object.values(types)[0], types });
      }
    },
    [aliasOf, fileOf, warningOf, dataProvider, listPath, notify, onStale, record, redirect, resource, setError, toPayload],
  );
};
