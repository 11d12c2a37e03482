import { useCallback, useState } from 'react';
import type { Subject } from '../../schema/permissions';
import { useLiveMessages } from './LiveContext';

/** How many records of a subject others have added since the screen showed its data, and what starts the count again. */
export const useNewRecords = (subject: Subject) => {
  // Counted by record: a stream resumed after a drop may tell of a change again (docs/api.md, "Resuming").
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  useLiveMessages((message) => {
    if (message.type !== 'change') return;
    const { change } = message;
    if (change.subject === subject && change.action === 'create' && !change.mine) {
      setAdded((ids) => (ids.has(change.record_id) ? ids : new Set(ids).add(change.record_id)));
    }
  });
  return { count: added.size, clear: useCallback(() => setAdded(new Set()), []) };
};
