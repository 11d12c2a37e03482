// The labour form's rules: the declared ones (schema/labour.ts), so the form says what the server
// would.
import type { Validator } from 'react-admin';
import { DAY_FIELDS, DAY_MESSAGES, LABOUR_FIELDS, LABOUR_MESSAGES, workingMinutes } from '../../../schema/labour';
import { fieldRule } from '../../common/schemaRules';

/** The row a day input belongs to, read from its source (labor_day_working.2.end_time). */
const rowOf = (values: unknown, props: unknown) => {
  const { finalSource, source } = (props ?? {}) as { finalSource?: string; source?: string };
  const index = Number((finalSource ?? source)?.split('.')[1]);
  const rows = (values as { labor_day_working?: { start_time: string; end_time: string; break_minute: number }[] })?.labor_day_working;
  return rows?.[index];
};

// A day's time is checked even when blank, without marking the input required.
const timeRule = fieldRule(DAY_FIELDS.start_time, { required: true });
const time: Validator = (value, values, props) => timeRule(value ?? '', values, props);

// react-admin passes the input's props third: their source says which row to compare with.
const endAfterStart: Validator = (value, values, props) => {
  const row = rowOf(values, props);
  const minutes = row && workingMinutes(row.start_time, String(value), 0);
  return minutes !== undefined && minutes <= 0 ? DAY_MESSAGES.order : undefined;
};

const longerThanBreak: Validator = (value, values, props) => {
  const row = rowOf(values, props);
  const span = row && workingMinutes(row.start_time, row.end_time, 0);
  return span !== undefined && span > 0 && span - Number(value) <= 0 ? DAY_MESSAGES.tooShort : undefined;
};

/** The per-hour amount as typed: digits only, no sign, no decimals. */
export const isWholeNumber = (value: unknown) => /^\d+$/.test(String(value ?? ''));

// The input keeps the text as typed; only plain digits count, then the server's own limits apply.
const perHourRule = fieldRule(DAY_FIELDS.per_hour_amount);
const wholeNumber: Validator = (value, values, props) =>
  isWholeNumber(value) ? perHourRule(value, values, props) : LABOUR_MESSAGES.perHour;

export const labourRules = {
  work_title: [fieldRule(LABOUR_FIELDS.work_title, { required: true })],
  labor_name: [fieldRule(LABOUR_FIELDS.labor_name, { required: true })],
  description: [fieldRule(LABOUR_FIELDS.description)],
  phone: [fieldRule(LABOUR_FIELDS.phone, { required: true })],
  status: [fieldRule(LABOUR_FIELDS.status, { required: true })],
  working_days: [fieldRule(LABOUR_FIELDS.working_days, { required: true })],
  start_time: [time],
  end_time: [time, endAfterStart],
  break_minute: [longerThanBreak],
  per_hour_amount: [wholeNumber],
};
