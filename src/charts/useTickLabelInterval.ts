import { useCallback } from 'react';
import { useIsSmall } from '../common/useIsSmall';

/**
 * Which periods on a chart's axis get a label: at most 4 on a phone and 6 wider, evenly spaced,
 * so the labels never crowd whatever the number of periods.
 */
export const useTickLabelInterval = (count: number) => {
  const small = useIsSmall();
  const step = Math.max(1, Math.ceil(count / (small ? 4 : 6)));
  return useCallback((_value: unknown, index: number) => index % step === 0, [step]);
};
