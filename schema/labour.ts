import { z } from 'zod';
import { blank, choiceOf, idOf, listOf, optionalIdFilter } from './fields';
import { fromText, wholeFromText } from './number';
import { defineResource } from './resource';
import { multiLineText, oneLineText, text, tooLong } from './text';
import { nationalPhoneOfDefaultCode } from './user';
import { USER_MESSAGES } from './userMessages';

// Labour listings: a person offering work (title, name, phone) with the days of the week they
// work, each day's hours, break and per-hour amount. The server checks bodies with these rules,
// and the form shows the same messages and works out the same hours and day amounts.

export const LABOUR_STATUSES = ['Active', 'In-Active'] as const;
export type LabourStatus = (typeof LABOUR_STATUSES)[number];

/** Day names by day number (0 = Sunday), as the working days store them. */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The break a working day may have, in minutes: 0 to 120 in steps of 15. */
export const BREAK_MINUTES = [0, 15, 30, 45, 60, 75, 90, 105, 120] as const;
/** A time of day as the day rows carry it: 24-hour HH:mm. */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const LABOUR_MESSAGES = {
  workTitle: 'Work Title is required',
  labourName: 'Labor Name is required',
  days: 'Select at least one working day.',
  perHour: 'Enter a valid integer',
  duplicateDay: 'Each day may be listed once.',
  duplicate: 'Labor User Already Exists!',
  time: 'Times are 24-hour HH:mm, e.g. 08:00.',
  breakMinute: 'The break must be 0 to 120 minutes in steps of 15.',
  dayNumber: 'The day number must be 0 (Sunday) to 6 (Saturday).',
  dayName: 'The day name must be Sunday to Saturday.',
  dayNameMismatch: 'The day name does not match the day number.',
  dayShape: 'Each working day must give its day number, times, break and per-hour amount.',
  status: `The status must be ${listOf(LABOUR_STATUSES)}.`,
  keptImage: 'Each image to keep must be a valid id.',
} as const;

/** Why a day's times do not make a working day. */
export const DAY_MESSAGES = {
  order: 'The end time must be after the start time (overnight shifts are not supported).',
  tooShort: 'The working time must be longer than the break.',
} as const;

// Working-day arithmetic: minutes = end - start - break, refused unless above 0;
// day_amount = minutes x per_hour_amount / 60, rounded half up to whole rupees.

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** end - start - break, or undefined when a time is not HH:mm. */
export const workingMinutes = (start: string, end: string, breakMinute: number) =>
  TIME_PATTERN.test(start) && TIME_PATTERN.test(end) ? minutesOf(end) - minutesOf(start) - breakMinute : undefined;

/** minutes x per hour / 60, rounded half up to whole rupees. */
export const dayAmount = (minutes: number, perHour: number) => Math.floor((minutes * perHour * 2 + 60) / 120);

export type DayCheck =
  { ok: true; workingMinutes: number; dayAmount: number } | { ok: false; field: 'end_time' | 'break_minute'; message: string };

/** A day's times checked and worked out; the times are HH:mm (the day rule checked them). */
export function checkDay(startTime: string, endTime: string, breakMinute: number, perHourAmount: number): DayCheck {
  const span = minutesOf(endTime) - minutesOf(startTime);
  if (span <= 0) return { ok: false, field: 'end_time', message: DAY_MESSAGES.order };
  const minutes = span - breakMinute;
  if (minutes <= 0) return { ok: false, field: 'break_minute', message: DAY_MESSAGES.tooShort };
  return { ok: true, workingMinutes: minutes, dayAmount: dayAmount(minutes, perHourAmount) };
}

const time = z.string({ error: LABOUR_MESSAGES.time }).regex(TIME_PATTERN, LABOUR_MESSAGES.time);
const dayNumber = z
  .number({ error: LABOUR_MESSAGES.dayNumber })
  .int(LABOUR_MESSAGES.dayNumber)
  .min(0, LABOUR_MESSAGES.dayNumber)
  .max(6, LABOUR_MESSAGES.dayNumber);

/** One field of a working day's row, each with its message. */
export const DAY_FIELDS = {
  day_number: fromText(dayNumber),
  start_time: time,
  end_time: time,
  break_minute: z.preprocess(
    (v) => blank(v) ?? 0,
    fromText(
      z
        .number({ error: LABOUR_MESSAGES.breakMinute })
        .refine((n) => (BREAK_MINUTES as readonly number[]).includes(n), LABOUR_MESSAGES.breakMinute),
    ),
  ),
  per_hour_amount: z.preprocess(
    (v) => blank(v) ?? 0,
    wholeFromText(
      z
        .number({ error: LABOUR_MESSAGES.perHour })
        .int(LABOUR_MESSAGES.perHour)
        .min(0, LABOUR_MESSAGES.perHour)
        .max(1_000_000, LABOUR_MESSAGES.perHour),
    ),
  ),
};

/** One labor_day_working entry of the create and update forms. */
export const dayEntry = z
  .object(
    {
      labor_day_working_id: z.preprocess(blank, idOf('working day id').optional()),
      day_number: DAY_FIELDS.day_number,
      day_name: z.enum(DAY_NAMES, { error: LABOUR_MESSAGES.dayName }).optional(),
      start_time: DAY_FIELDS.start_time,
      end_time: DAY_FIELDS.end_time,
      break_minute: DAY_FIELDS.break_minute,
      per_hour_amount: DAY_FIELDS.per_hour_amount,
    },
    { error: LABOUR_MESSAGES.dayShape },
  )
  .refine((d) => d.day_name === undefined || d.day_name === DAY_NAMES[d.day_number], {
    path: ['day_name'],
    message: LABOUR_MESSAGES.dayNameMismatch,
  });

/** The listing's own fields; the phone follows the users' phone rule. */
export const LABOUR_FIELDS = {
  user_id: z.preprocess(blank, idOf('user id').optional()),
  work_title: oneLineText(z.string({ error: LABOUR_MESSAGES.workTitle }).trim().min(1, LABOUR_MESSAGES.workTitle).max(150, tooLong(150))),
  labor_name: oneLineText(z.string({ error: LABOUR_MESSAGES.labourName }).trim().min(1, LABOUR_MESSAGES.labourName).max(150, tooLong(150))),
  status: choiceOf(LABOUR_STATUSES, USER_MESSAGES.required, LABOUR_MESSAGES.status),
  description: z.preprocess(blank, multiLineText(text().max(5000, tooLong(5000))).default('')),
  // Stored as the national number, as account phones are: typed with a trunk 0 or +91 it is the
  // same phone, so one person's listing is found again ("Labor User Already Exists!").
  phone: nationalPhoneOfDefaultCode,
  /** The form's Select Working Days: at least one day (the server reads the day rows instead). */
  working_days: z.array(z.number(), { error: LABOUR_MESSAGES.days }).min(1, LABOUR_MESSAGES.days),
};

export const labourFieldsBody = z.object({
  user_id: LABOUR_FIELDS.user_id,
  work_title: LABOUR_FIELDS.work_title,
  labor_name: LABOUR_FIELDS.labor_name,
  status: LABOUR_FIELDS.status,
  description: LABOUR_FIELDS.description,
  phone: LABOUR_FIELDS.phone,
});
export const labourIdBody = z.object({ id: idOf('id') });
export const labourStatusBody = z.object({
  labour_id: idOf('labour id'),
  status: z.enum(LABOUR_STATUSES, { error: LABOUR_MESSAGES.status }),
});
/** What create and update carry besides the fields: the week's days (the form's labor_day_working). */
export const labourDaysBody = z.object({ labor_day_working: z.array(dayEntry) });
/** labor-update's work pictures that stay, each by labor_image_id (an entry of a new file names none). */
export const keptImagesBody = z.object({
  labour_images: z.array(
    z.object(
      { labor_image_id: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: LABOUR_MESSAGES.keptImage }).optional()) },
      { error: LABOUR_MESSAGES.keptImage },
    ),
  ),
});

export const labour = defineResource({
  name: 'labor',
  resource: 'labour',
  subject: 'labor',
  table: 'labours',
  scope: 'owner',
  listBody: z.object({ user_id: optionalIdFilter('user id') }),
  // The list is always newest first.
  sort: ['created_at'],
  search: ['work_title', 'labor_name', 'phone', 'description'] as const,
  exportColumns: [
    { header: 'Work Title', field: 'work_title' },
    { header: 'Name', field: 'labor_name' },
    { header: 'Phone', field: 'phone' },
    { header: 'Status', field: 'status' },
    { header: 'Description', field: 'description' },
    { header: 'User', field: 'owner' },
    { header: 'Created At', field: 'created_at' },
  ],
  bodies: {
    create: labourFieldsBody.extend(labourDaysBody.shape),
    update: labourFieldsBody.extend(labourDaysBody.shape).extend(labourIdBody.shape),
    one: labourIdBody,
    status: labourStatusBody,
    delete: labourIdBody,
  },
  messages: {
    list: 'Laborers retrieved successfully.',
    one: 'Laborer retrieved successfully.',
    created: 'Laborer created successfully.',
    updated: 'Laborer updated successfully.',
    status: 'labour status updated successfully',
    deleted: 'Laborer deleted successfully.',
    notFound: 'Laborer not found.',
  },
});
