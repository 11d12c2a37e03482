import { z } from 'zod';
import { fromText } from '../../../schema/number';
import { multiLineText, oneLineText } from '../../../schema/text';
import { phone, USER_MESSAGES } from '../users/validation';
import { BREAK_MINUTES, DAY_NAMES, TIME_PATTERN } from './days';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const TIME = 'Times are 24-hour HH:mm, e.g. 08:00.';
const BREAK = 'The break must be 0 to 120 minutes in steps of 15.';

export const LABOUR_MESSAGES = {
  workTitle: 'Work Title is required',
  labourName: 'Labor Name is required',
  days: 'Select at least one working day.',
  perHour: 'Enter a valid integer',
  duplicateDay: 'Each day may be listed once.',
  duplicate: 'Labor User Already Exists!',
} as const;

export const dayEntry = z
  .object({
    labor_day_working_id: z.preprocess(blank, z.uuid().optional()),
    day_number: fromText(
      z
        .number({ error: 'The day number must be 0 (Sunday) to 6 (Saturday).' })
        .int('The day number must be 0 (Sunday) to 6 (Saturday).')
        .min(0, 'The day number must be 0 (Sunday) to 6 (Saturday).')
        .max(6, 'The day number must be 0 (Sunday) to 6 (Saturday).'),
    ),
    day_name: z.enum(DAY_NAMES, { error: 'The day name must be Sunday to Saturday.' }).optional(),
    start_time: z.string({ error: TIME }).regex(TIME_PATTERN, TIME),
    end_time: z.string({ error: TIME }).regex(TIME_PATTERN, TIME),
    break_minute: z.preprocess(
      (v) => blank(v) ?? 0,
      fromText(z.number({ error: BREAK }).refine((n) => (BREAK_MINUTES as readonly number[]).includes(n), BREAK)),
    ),
    per_hour_amount: z.preprocess(
      (v) => blank(v) ?? 0,
      fromText(
        z
          .number({ error: LABOUR_MESSAGES.perHour })
          .int(LABOUR_MESSAGES.perHour)
          .min(0, LABOUR_MESSAGES.perHour)
          .max(1_000_000, LABOUR_MESSAGES.perHour),
      ),
    ),
  })
  .refine((d) => d.day_name === undefined || d.day_name === DAY_NAMES[d.day_number], {
    path: ['day_name'],
    message: 'The day name does not match the day number.',
  });

export const labourBody = z.object({
  user_id: z.preprocess(blank, z.uuid({ error: 'The user id must be a valid id.' }).optional()),
  work_title: oneLineText(z.string({ error: LABOUR_MESSAGES.workTitle }).trim().min(1, LABOUR_MESSAGES.workTitle).max(150)),
  labor_name: oneLineText(z.string({ error: LABOUR_MESSAGES.labourName }).trim().min(1, LABOUR_MESSAGES.labourName).max(150)),
  phone,
  status: z.enum(['Active', 'In-Active'], { error: USER_MESSAGES.required }),
  description: z.preprocess((v) => blank(v) ?? '', multiLineText(z.string().max(5000))),
});

export const labourIdBody = z.object({ id: z.uuid({ error: 'The id must be a valid id.' }) });
export const labourStatusBody = z.object({
  labour_id: z.uuid({ error: 'The labour id must be a valid id.' }),
  status: z.enum(['Active', 'In-Active'], { error: 'The status must be Active or In-Active.' }),
});
