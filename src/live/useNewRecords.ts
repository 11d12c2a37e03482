import { useCallback, useState } from 'react';
import type { Subject } from '../../schema/permissions';
import { useLiveMessages } from './LiveContext';

/** How many records of a subject others have added since the screen showed its data, and what starts the count again. */
export const useNewRecords = (subject: Subject) => {
  const [count, setCount] = useState(0);
  useLiveMessages((message) => {
    if (message.type !== 'change') return;
    const { change } = message;
    if (change.subject === subject && change.action === 'create' && !change.mine) setCount((n) => n + 1);
  });
  return { count, clear: useCallback(() => setCount(0), []) };
};
