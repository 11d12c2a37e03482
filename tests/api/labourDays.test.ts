import { expect, it } from 'vitest';
import { checkDay, DAY_MESSAGES } from '../../schema/labour';

it.each([
  ['08:00', '17:00', 0, 100, { ok: true, workingMinutes: 540, dayAmount: 900 }],
  ['08:00', '17:00', 60, 100, { ok: true, workingMinutes: 480, dayAmount: 800 }],
  ['09:15', '13:00', 15, 55, { ok: true, workingMinutes: 210, dayAmount: 193 }], // 192.5 rounds up
  ['08:00', '17:00', 120, 100, { ok: true, workingMinutes: 420, dayAmount: 700 }], // the longest break
  ['00:00', '23:59', 0, 60, { ok: true, workingMinutes: 1439, dayAmount: 1439 }], // the longest day
  ['06:00', '06:10', 0, 1, { ok: true, workingMinutes: 10, dayAmount: 0 }], // 0.1666 rounds down
  ['08:00', '08:00', 0, 100, { ok: false, field: 'end_time', message: DAY_MESSAGES.order }],
  ['22:00', '06:00', 0, 100, { ok: false, field: 'end_time', message: DAY_MESSAGES.order }], // overnight
  ['08:00', '09:00', 60, 100, { ok: false, field: 'break_minute', message: DAY_MESSAGES.tooShort }], // zero minutes
  ['13:00', '15:00', 120, 100, { ok: false, field: 'break_minute', message: DAY_MESSAGES.tooShort }], // break takes it all
  ['08:00', '09:00', 90, 100, { ok: false, field: 'break_minute', message: DAY_MESSAGES.tooShort }],
] as const)('%s-%s with a %i minute break at %i/h', (start, end, breakMinute, perHour, expected) => {
  expect(checkDay(start, end, breakMinute, perHour)).toEqual(expected);
});
