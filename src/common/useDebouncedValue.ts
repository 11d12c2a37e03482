import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms: a search sent when the typing pauses, not per key. */
export const useDebouncedValue = <T>(value: T, delay: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
