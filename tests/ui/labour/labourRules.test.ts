// The labour form refuses what the server refuses, with the server's message: both read the rules
// declared in schema/labour.ts.
import { describe, expect, it } from 'vitest';
import { DAY_FIELDS, LABOUR_FIELDS, LABOUR_MESSAGES } from '../../../schema/labour';
import { labourRules } from '../../../src/resources/labour/labourRules';

const serverMessage = (rule: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) =>
  rule.safeParse(value).error?.issues[0]?.message;
const formMessage = (validators: ((...args: never[]) => unknown)[], value: unknown) =>
  validators.map((validate) => (validate as (v: unknown, all: unknown, props: unknown) => unknown)(value, {}, {})).find(Boolean);

describe('labour form rules', () => {
  it.each([
    ['work_title', LABOUR_FIELDS.work_title, 'Mason\twork'],
    ['labor_name', LABOUR_FIELDS.labor_name, 'x'.repeat(151)],
    ['labor_name', LABOUR_FIELDS.labor_name, ' '],
    ['status', LABOUR_FIELDS.status, 'Retired'],
  ] as const)('%s %j: the form says what the server says', (field, rule, value) => {
    const expected = serverMessage(rule, value);
    expect(expected).toBeTruthy();
    expect(formMessage(labourRules[field], value)).toBe(expected);
  });

  it('refuses a per-hour amount the server refuses, with its message', () => {
    expect(serverMessage(DAY_FIELDS.per_hour_amount, '1000001')).toBe(LABOUR_MESSAGES.perHour);
    expect(formMessage(labourRules.per_hour_amount, '1000001')).toBe(LABOUR_MESSAGES.perHour);
    expect(formMessage(labourRules.per_hour_amount, '250')).toBeUndefined();
  });

  it('asks for a working day and a valid time as the server does', () => {
    expect(formMessage(labourRules.working_days, [])).toBe(LABOUR_MESSAGES.days);
    expect(formMessage(labourRules.start_time, '8:00')).toBe(serverMessage(DAY_FIELDS.start_time, '8:00'));
  });
});
