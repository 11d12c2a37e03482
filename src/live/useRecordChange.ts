import { useCallback, useState } from 'react';
import type { LiveChange } from '../../schema/live';
import { resourceOfSubject } from '../providers/resources';
import { useLiveMessages } from './LiveContext';

/** The latest change someone else made to one record since it was read, and what forgets it (after a reload). */
export const useRecordChange = (resource: string, id: string | number | undefined) => {
  const [change, setChange] = useState<LiveChange>();
  // A page that moves to another record (its copy from a list shows at once) forgets the last one's
  // change: coming back, that record is read again.
  const [heardFor, setHeardFor] = useState(id);
  if (heardFor !== id) {
    setHeardFor(id);
    setChange(undefined);
  }
  useLiveMessages((message) => {
    if (message.type !== 'change' || id === undefined) return;
    const { change: next } = message;
    if (!next.mine && next.action !== 'create' && String(next.record_id) === String(id) && resourceOfSubject(next.subject) === resource) {
      setChange(next);
    }
  });
  return { change, clear: useCallback(() => setChange(undefined), []) };
};
