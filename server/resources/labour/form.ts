import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { checkDay, DAY_NAMES, dayEntry, LABOUR_MESSAGES, labourFieldsBody } from '../../../schema/labour';
import { isStaff, type Caller } from '../../auth/context';
import type { DB } from '../../db/types';
import { validationFailed, type FieldErrors } from '../../http/errors';
import { indexedEntries, type FormBody } from '../../http/multipart';
import { parseBody } from '../../http/validate';
import type { ImageStore } from '../../uploads/images';
import { ownerProblem } from '../users/owners';
import { findDuplicateLabour, type StoredDay } from './queries';

// Reading a create or update form: its fields, its week of days and its files, with every
// message of the form in one 422.

/** The most work images a listing keeps. */
export const MAX_IMAGES = 10;
export const tooManyImages = () => validationFailed({ labour_images: [`At most ${MAX_IMAGES} images.`] });

/** Every day row checked, with errors keyed like the form's inputs (labor_day_working.0.end_time). */
export function parseDays(fields: Record<string, unknown>) {
  const entries = indexedEntries(fields, 'labor_day_working');
  const errors: FieldErrors = {};
  if (!entries.length) errors.labor_day_working = [LABOUR_MESSAGES.days];
  const seen = new Set<number>();
  const days = entries.flatMap((entry, i): StoredDay[] => {
    const parsed = dayEntry.safeParse(entry);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) (errors[['labor_day_working', i, ...issue.path].join('.')] ??= []).push(issue.message);
      return [];
    }
    const d = parsed.data;
    if (seen.has(d.day_number)) errors[`labor_day_working.${i}.day_number`] = [LABOUR_MESSAGES.duplicateDay];
    seen.add(d.day_number);
    const check = checkDay(d.start_time, d.end_time, d.break_minute, d.per_hour_amount);
    if (!check.ok) {
      errors[`labor_day_working.${i}.${check.field}`] = [check.message];
      return [];
    }
    return [
      {
        day_number: d.day_number,
        day_name: DAY_NAMES[d.day_number],
        start_time: d.start_time,
        end_time: d.end_time,
        break_minute: d.break_minute,
        per_hour_amount: d.per_hour_amount,
        working_minutes: check.workingMinutes,
        day_amount: check.dayAmount,
      },
    ];
  });
  return { days, errors };
}

/**
 * Validates the whole form: fields, days, files and owner; throws one 422 with every message.
 * Staff may give the listing to a Labor or Vendor account; everyone else's `user_id` is ignored and the
 * listing stays its owner's (`ownerOf`) or becomes the caller's.
 */
export async function readLabourForm(db: Kysely<DB>, caller: Caller, form: FormBody, ownerOf?: string) {
  const { days, errors } = parseDays(form.fields);
  let input: z.infer<typeof labourFieldsBody> | undefined;
  try {
    input = parseBody(labourFieldsBody, form.fields);
  } catch (err) {
    Object.assign(errors, (err as { errors?: FieldErrors }).errors);
  }
  if (Object.keys(errors).length || !input) throw validationFailed(errors);
  const stray = form.images.find((i) => i.field !== 'image' && !/^labour_images\[\d+\]\[image_file\]$/.test(i.field));
  if (stray) throw validationFailed({ [stray.field]: ['No file is expected here.'] });
  const chosen = isStaff(caller) ? input.user_id : undefined;
  const ownerError = chosen && (await ownerProblem(db, 'labour', chosen, ownerOf));
  if (ownerError) throw validationFailed({ user_id: [ownerError] });
  const userId = chosen ?? ownerOf ?? caller.userId;
  const duplicateId = await findDuplicateLabour(db, userId, input.phone, input.work_title);
  const columns = {
    user_id: userId,
    labor_name: input.labor_name,
    work_title: input.work_title,
    phone: input.phone,
    // As asked: the write decides it with the owner's approval (insertLabour, updateLabour).
    status: input.status,
    description: input.description,
  };
  return { columns, days, duplicateId };
}

/** The new work images of a form (every file but the profile image). */
export const workFilesOf = (form: FormBody) => form.images.filter((i) => i.field !== 'image');

/** Stores the form's files: the profile image and the new work images. */
export async function saveLabourFiles(images: ImageStore, form: FormBody) {
  const profile = form.images.find((i) => i.field === 'image');
  const profileUrl = profile ? await images.save('labours', profile.bytes, profile.ext) : undefined;
  const workUrls = await Promise.all(workFilesOf(form).map((w) => images.save('labours', w.bytes, w.ext)));
  return { profileUrl, workUrls, all: [profileUrl ?? null, ...workUrls] };
}
