// The labour form rules, with the server's messages (server/resources/labour/validation.ts, days.ts).
import type { Validator } from 'react-admin';
import { minLengthValue, multiLineValue, oneLineValue, PHONE_MIN, requiredValue, USER_MESSAGES } from '../users/userRules';
import { workingMinutes } from './workingDays';

export const LABOUR_MESSAGES = {
  workTitle: 'Work Title is required',
  labourName: 'Labor Name is required',
  days: 'Select at least one working day.',
  perHour: 'Enter a valid integer',
  time: 'Times are 24-hour HH:mm, e.g. 08:00.',
  order: 'The end time must be after the start time (overnight shifts are not supported).',
  tooShort: 'The working time must be longer than the break.',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The row a day input belongs to, read from its source (labor_day_working.2.end_time). */
const rowOf = (values: unknown, props: unknown) => {
  const { finalSource, source } = (props ?? {}) as { finalSource?: string; source?: string };
  const index = Number((finalSource ?? source)?.split('.')[1]);
  const rows = (values as { labor_day_working?: { start_time: string; end_time: string; break_minute: number }[] })?.labor_day_working;
  return rows?.[index];
};

const time: Validator = (value) => (TIME.test(String(value ?? '')) ? undefined : LABOUR_MESSAGES.time);

// react-admin passes the input's props third: their source says which row to compare with.
const endAfterStart: Validator = (value, values, props) => {
  const row = rowOf(values, props);
  const minutes = row && workingMinutes(row.start_time, String(value), 0);
  return minutes !== undefined && minutes <= 0 ? LABOUR_MESSAGES.order : undefined;
};

const longerThanBreak: Validator = (value, values, props) => {
  const row = rowOf(values, props);
  const span = row && workingMinutes(row.start_time, row.end_time, 0);
  return span !== undefined && span > 0 && span - Number(value) <= 0 ? LABOUR_MESSAGES.tooShort : undefined;
};

/** The per-hour amount as typed: digits only, no sign, no decimals. */
export const isWholeNumber = (value: unknown) => /^\d+$/.test(String(value ?? ''));

const wholeNumber: Validator = (value) => (isWholeNumber(value) ? undefined : LABOUR_MESSAGES.perHour);

const someDays: Validator = (value) => (Array.isArray(value) && value.length > 0 ? undefined : LABOUR_MESSAGES.days);

export const labourRules = {
  work_title: [requiredValue(LABOUR_MESSAGES.workTitle), oneLineValue],
  labor_name: [requiredValue(LABOUR_MESSAGES.labourName), oneLineValue],
  description: [multiLineValue],
  phone: [requiredValue(USER_MESSAGES.required), minLengthValue(PHONE_MIN)],
  status: [requiredValue()],
  working_days: [Object.assign(someDays, { isRequired: true })],
  start_time: [time],
  end_time: [time, endAfterStart],
  break_minute: [longerThanBreak],
  per_hour_amount: [wholeNumber],
};
