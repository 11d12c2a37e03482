import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { resourceOfSubject } from '../providers/resources';
import { useLiveMessages } from './LiveContext';
import { isAnnounced } from './announcedCreates';
import { listQueriesOf } from './listQueries';

/** A burst of changes to one resource costs one refetch, this long after its first change. */
export const LIST_REFRESH_MS = 3000;

/**
 * Shown lists follow what others change: a change refetches its resource's list queries (only
 * those on screen refetch; the rest are marked stale), at most once per LIST_REFRESH_MS. A reset
 * (changes were missed) refetches every query on screen once. One's own changes are left to the
 * screens that made them; new orders wait for their "new orders" button.
 */
export const useLiveListRefresh = () => {
  const queryClient = useQueryClient();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useLiveMessages((message) => {
    if (message.type === 'reset') return void queryClient.invalidateQueries();
    const { change } = message;
    const resource = resourceOfSubject(change.subject);
    if (change.mine || !resource || isAnnounced(change) || timers.current.has(resource)) return;
    const timer = setTimeout(() => {
      timers.current.delete(resource);
      void queryClient.invalidateQueries({ predicate: listQueriesOf(resource) });
    }, LIST_REFRESH_MS);
    timers.current.set(resource, timer);
  });
};
