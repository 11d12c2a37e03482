import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { StaleChange } from '../../schema/version';
import { messageOf, staleChangeOf } from '../providers/serverErrors';

/** The version an edit's save sends back: the record's `updated_at` exactly as it was read. */
export const versionOf = (record?: RaRecord): { updated_at?: string } =>
  typeof record?.updated_at === 'string' ? { updated_at: record.updated_at } : {};

/**
 * Runs a save; a refusal because the record changed after it was read (409 with who and when)
 * goes to `onStale` and resolves undefined, so the form keeps its edits. Other failures are thrown on.
 */
export async function catchStale<T>(save: () => Promise<T>, onStale: (change: StaleChange) => void): Promise<T | undefined> {
  try {
    return await save();
  } catch (error) {
    const change = staleChangeOf(error);
    if (!change) throw error;
    onStale(change);
    return undefined;
  }
}

/**
 * Fails the submit of a save refused as stale: react-admin takes a successful submit as safe to
 * leave, and the form still holds the edits the notice above its buttons is about. The
 * notification says nothing was saved.
 */
export const failAsStale = (setError: UseFormSetError<FieldValues>) =>
  setError('root.serverError', { type: 'server', message: 'app.registry.stale_refused' });

/**
 * An edit form's record as it last read it: the form starts from `record` and its save sends
 * back `record.updated_at`. A newer copy the page reads meanwhile does not replace it (that would
 * drop the user's edits); a stale refusal sets `stale`, and `reload` reads the record again, which
 * starts the form anew from it. Another record (the page moved to another id) starts over.
 */
export function useVersionedRecord<R extends RaRecord>(resource: string, record: R | undefined) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [state, setState] = useState<{ record?: R; stale?: StaleChange }>({ record });
  const same = String(state.record?.id) === String(record?.id);
  const current = same ? state.record : record;
  const onStale = useCallback((stale: StaleChange) => setState({ record: current, stale }), [current]);
  const reload = useCallback(async () => {
    if (!current) return;
    try {
      const { data } = await dataProvider.getOne<R>(resource, { id: current.id });
      setState({ record: data });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  }, [current, dataProvider, notify, resource]);
  return { record: current, stale: same ? state.stale : undefined, onStale, reload };
}
