import { useCallback, useState } from 'react';
import type { LiveChange } from '../../schema/live';
import { resourceOfSubject } from '../providers/resources';
import { useLiveMessages } from './LiveContext';

/** The latest change someone else made to one record since it was read, and what forgets it (after a reload). */
export const useRecordChange = (resource: string, id: string | number | undefined) => {
  const [change, setChange] = useState<LiveChange>();
  useLiveMessages((message) => {
    if (message.type !== 'change' || id === undefined) return;
    const { change: next } = message;
    if (!next.mine && next.action !== 'create' && String(next.record_id) === String(id) && resourceOfSubject(next.subject) === resource) {
      setChange(next);
    }
  });
  // A page that moves to another record (its copy from a list shows at once) says nothing of the last one's.
  const shown = change && String(change.record_id) === String(id) ? change : undefined;
  return { change: shown, clear: useCallback(() => setChange(undefined), []) };
};
