import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import type { Subject } from '../../schema/permissions';
import { useLiveMessages } from './LiveContext';

/** Which of react-query's queries read what the screen shows; it must keep one identity (declared once). */
export type ShownBy = (query: Query) => boolean;

/**
 * How many records of a subject others have added since the screen last read its data. Any read
 * of it (Show, the refresh button, a new filter, sort or page, a refetch after other changes)
 * shows them, so it ends their count; records heard while that read was under way stay counted.
 */
export const useNewRecords = (subject: Subject, shownBy: ShownBy) => {
  // Counted by record: a stream resumed after a drop may tell of a change again (docs/api.md,
  // "Resuming"). Each is numbered in the order heard, to tell those a read began after.
  const [added, setAdded] = useState<ReadonlyMap<string, number>>(() => new Map());
  const heard = useRef(0);
  useLiveMessages((message) => {
    if (message.type !== 'change') return;
    const { change } = message;
    if (change.subject === subject && change.action === 'create' && !change.mine) {
      const order = (heard.current += 1);
      setAdded((ids) => (ids.has(change.record_id) ? ids : new Map(ids).set(change.record_id, order)));
    }
  });

  const queryClient = useQueryClient();
  useEffect(() => {
    // Per query: how many records had been heard when its read began.
    const began = new Map<string, number>();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || !shownBy(event.query)) return;
      const { queryHash } = event.query;
      const { action } = event;
      if (action.type === 'fetch') return void began.set(queryHash, heard.current);
      if (action.type !== 'success' && action.type !== 'error') return;
      const upTo = began.get(queryHash);
      began.delete(queryHash);
      // Data set by hand (an optimistic edit) is no read of what the server holds.
      if (action.type === 'error' || action.manual || upTo === undefined) return;
      setAdded((ids) => {
        const later = new Map([...ids].filter(([, order]) => order > upTo));
        return later.size === ids.size ? ids : later;
      });
    });
  }, [queryClient, shownBy]);

  return added.size;
};
