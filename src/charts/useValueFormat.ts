import { useMemo } from 'react';
import { useLocaleFormat } from '../common/useLocaleFormat';
import type { ValueFormat } from './types';

/**
 * A chart's values in the app's language: whole in tooltips and tables (₹1,23,456.00), short on
 * the axis (₹1.2L), and the axis kept to whole steps for counts and rupees.
 */
export const useValueFormat = (format: ValueFormat = 'number') => {
  const locale = useLocaleFormat();
  return useMemo(() => {
    if (format === 'money') return { full: locale.money, axis: locale.compactMoney, minStep: 1 };
    return { full: locale.number, axis: locale.compactNumber, minStep: format === 'count' ? 1 : undefined };
  }, [locale, format]);
};
