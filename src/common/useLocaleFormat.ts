import { format, parseISO, type Locale } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

// date-fns' built-in English already spells the dates ('14 March 2025, 03:05 PM').
const DATE_LOCALES: Record<string, Locale | undefined> = { hi };

const LONG_DATE = 'd MMMM yyyy';
const LONG_DATE_TIME = 'd MMMM yyyy, hh:mm a';
const SHORT_DATE = 'd MMM';
const MONTH = 'MMMM yyyy';
const SHORT_MONTH = 'MMM yyyy';
// A bare day ('2026-11-01') or month ('2026-11'), as the reports' periods are given.
const DAY_OR_MONTH = /^\d{4}-\d{2}(-\d{2})?$/;

const formatDate = (value: string | Date | null | undefined, pattern: string, locale?: Locale) => {
  if (!value) return '';
  // A bare day ('2026-11-01') is that day where the user is, not midnight UTC.
  const date = typeof value === 'string' && DAY_OR_MONTH.test(value) ? parseISO(value) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, pattern, { locale });
};

/**
 * Dates, numbers and amounts in the language chosen in the app bar: date-fns' locale for
 * month and day-period names, Intl's `<language>-IN` for digits grouping and the rupee.
 */
export const useLocaleFormat = () => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const intl = `${locale}-IN`;
    const dateLocale = DATE_LOCALES[locale];
    // Made once per language: toLocaleString with options builds a new formatter on every call,
    // and a list draws dozens of amounts.
    const numbers = new Intl.NumberFormat(intl);
    const rupees = new Intl.NumberFormat(intl, { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
    const compactNumbers = new Intl.NumberFormat(intl, { notation: 'compact', maximumFractionDigits: 1 });
    const compactRupees = new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'INR',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    const shares = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 });
    const signedShares = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    return {
      number: (value: number) => numbers.format(value),
      // Rupees with two decimals and Indian grouping: ₹1,23,456.50.
      money: (value: unknown) => rupees.format(Number(value ?? 0)),
      // Short figures for a chart's axis, in lakh and crore: 1.2L, ₹1.2 लाख.
      compactNumber: (value: number) => compactNumbers.format(value),
      compactMoney: (value: number) => compactRupees.format(value),
      /** A share (0.125 is 12.5%); `signed` writes +/- before a change. */
      percent: (value: number, signed = false) => (signed ? signedShares : shares).format(value),
      date: (value: string | Date | null | undefined) => formatDate(value, LONG_DATE, dateLocale),
      dateTime: (value: string | Date | null | undefined) => formatDate(value, LONG_DATE_TIME, dateLocale),
      /** '3 Nov': a day on a chart's axis. */
      shortDate: (value: string | Date | null | undefined) => formatDate(value, SHORT_DATE, dateLocale),
      month: (value: string | Date | null | undefined) => formatDate(value, MONTH, dateLocale),
      shortMonth: (value: string | Date | null | undefined) => formatDate(value, SHORT_MONTH, dateLocale),
    };
  }, [locale]);
};
