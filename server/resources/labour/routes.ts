import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Caller } from '../../auth/context';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { callerOf } from '../../auth/plugin';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/types';
import { bulkIds, eachRow } from '../../http/bulk';
import { ok } from '../../http/envelope';
import { conflict, notFound, validationFailed, type FieldErrors } from '../../http/errors';
import { indexedEntries, readForm, type FormBody } from '../../http/multipart';
import { parseBody } from '../../http/validate';
import { rowsAndTotal } from '../../db/counters';
import { countCap, likePattern, listParams, pageOf } from '../../registry/listParams';
import type { ImageStore } from '../../uploads/images';
import { isStaff } from '../../auth/context';
import { exportFileName, sendCsv } from '../../export/csv';
import { batchOf, keysetBatches } from '../../export/keyset';
import { checkDay, DAY_NAMES } from './days';
import { LABOUR_COLUMNS, LABOUR_KEY } from './export';
import { dayEntry, LABOUR_MESSAGES, labourBody, labourIdBody, labourStatusBody } from './validation';

// What a create or update form carries, for the API document: the fields and the week's days.
const labourForm = labourBody.extend({ labor_day_working: z.array(dayEntry) });

export const LABOUR_REPLIES = {
  list: 'Laborers retrieved successfully.',
  one: 'Laborer retrieved successfully.',
  created: 'Laborer created successfully.',
  updated: 'Laborer updated successfully.',
  status: 'labour status updated successfully',
  deleted: 'Laborer deleted successfully.',
  notFound: 'Laborer not found.',
} as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'All' ? undefined : v);
const listBody = listParams.extend({ user_id: z.preprocess(blank, z.uuid({ error: 'The user id must be a valid id.' }).optional()) });
const MAX_IMAGES = 10;

/** Every day row checked, with errors keyed like the form's inputs (labor_day_working.0.end_time). */
function parseDays(fields: Record<string, unknown>) {
  const entries = indexedEntries(fields, 'labor_day_working');
  const errors: FieldErrors = {};
  if (!entries.length) errors.labor_day_working = [LABOUR_MESSAGES.days];
  const seen = new Set<number>();
  const days = entries.flatMap((entry, i) => {
    const parsed = dayEntry.safeParse(entry);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) (errors[`labor_day_working.${i}.${issue.path.join('.')}`] ??= []).push(issue.message);
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

/** The listings a list (or its export) shows: non-staff only their own, whatever user_id says. */
function matchingLabour(db: Kysely<DB>, caller: Caller, params: z.infer<typeof listBody>) {
  const userId = isStaff(caller) ? params.user_id : caller.userId;
  return db
    .selectFrom('labours')
    .$if(Boolean(userId), (q) => q.where('labours.user_id', '=', userId!))
    .$if(Boolean(params.search?.trim()), (q) => {
      const pattern = likePattern(params.search!.trim());
      return q.where((eb) =>
        eb.or((['work_title', 'labor_name', 'phone', 'description'] as const).map((c) => eb(`labours.${c}`, 'ilike', pattern))),
      );
    });
}

const audit = AUDITED.labor;

const bulkStatus = bulkIds.extend({ status: labourStatusBody.shape.status });

export function labourRoutes(db: Kysely<DB>, images: ImageStore) {
  const ownedLabour = async (caller: Caller, id: string) => {
    const row = await db.selectFrom('labours').select(['id', 'user_id', 'image_url']).where('id', '=', id).executeTakeFirst();
    if (!row || (!isStaff(caller) && row.user_id !== caller.userId)) throw notFound(LABOUR_REPLIES.notFound);
    return row;
  };

  const withRelations = async (ids: string[]) => {
    if (!ids.length) return [];
    const [rows, imageRows, dayRows] = await Promise.all([
      db
        .selectFrom('labours as l')
        .innerJoin('users as u', 'u.id', 'l.user_id')
        .selectAll('l')
        .select(['u.name as user_name', 'u.image_url as user_image_url'])
        .where('l.id', 'in', ids)
        .execute(),
      db.selectFrom('labour_images').selectAll().where('labour_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
      db
        .selectFrom('labour_day_workings')
        .selectAll()
        .select([sql<string>`to_char(start_time, 'HH24:MI')`.as('start'), sql<string>`to_char(end_time, 'HH24:MI')`.as('end')])
        .where('labour_id', 'in', ids)
        .orderBy('day_number')
        .execute(),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const l = byId.get(id);
      if (!l) return [];
      return [
        {
          id: l.id,
          user_id: l.user_id,
          labor_name: l.labor_name,
          work_title: l.work_title,
          phone: l.phone,
          status: l.status,
          description: l.description,
          image_url: l.image_url,
          created_at: l.created_at,
          updated_at: l.updated_at,
          user: { uuid: l.user_id, name: l.user_name, image_url: l.user_image_url },
          work_images: imageRows
            .filter((i) => i.labour_id === id)
            .map((i) => ({ id: i.id, labor_id: i.labour_id, image_url: i.image_url })),
          working_day: dayRows
            .filter((d) => d.labour_id === id)
            .map((d) => ({
              id: d.id,
              labor_id: d.labour_id,
              day_name: d.day_name,
              day_number: d.day_number,
              start_time: d.start,
              end_time: d.end,
              break_minute: d.break_minute,
              working_minutes: d.working_minutes,
              per_hour_amount: d.per_hour_amount,
              day_amount: d.day_amount,
            })),
        },
      ];
    });
  };

  /** Validates the whole form: fields, days, owner; throws one 422 with every message. */
  const readLabour = async (caller: Caller, form: FormBody, ownerOf?: string) => {
    const { days, errors } = parseDays(form.fields);
    let input: z.infer<typeof labourBody> | undefined;
    try {
      input = parseBody(labourBody, form.fields);
    } catch (err) {
      Object.assign(errors, (err as { errors?: FieldErrors }).errors);
    }
    if (Object.keys(errors).length || !input) throw validationFailed(errors);
    const stray = form.images.find((i) => i.field !== 'image' && !/^labour_images\[\d+\]\[image_file\]$/.test(i.field));
    if (stray) throw validationFailed({ [stray.field]: ['No file is expected here.'] });
    let userId = ownerOf ?? caller.userId;
    if (isStaff(caller) && input.user_id) {
      const owner = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', input.user_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!owner) throw validationFailed({ user_id: ['The selected user is invalid.'] });
      userId = owner.id;
    }
    const duplicate = await db
      .selectFrom('labours')
      .select('id')
      .where('user_id', '=', userId)
      .where('phone', '=', input.phone)
      .where((eb) => eb(eb.fn('lower', ['work_title']), '=', input!.work_title.toLowerCase()))
      .executeTakeFirst();
    return { input, days, userId, duplicateId: duplicate?.id };
  };

  const saveFiles = async (form: FormBody) => {
    const profile = form.images.find((i) => i.field === 'image');
    const work = form.images.filter((i) => i !== profile);
    const profileUrl = profile ? await images.save('labours', profile.bytes, profile.ext) : undefined;
    const workUrls = await Promise.all(work.map((w) => images.save('labours', w.bytes, w.ext)));
    return { profileUrl, workUrls, all: [profileUrl ?? null, ...workUrls] };
  };
  const removeAll = (urls: (string | null | undefined)[]) => Promise.all(urls.map((u) => images.remove(u)));
  /** The one-row status change; the bulk call runs it for each row. */
  const setStatus = async (request: FastifyRequest, id: string, status: 'Active' | 'In-Active') => {
    await ownedLabour(callerOf(request), id);
    await audited(db, audit(request, 'status', id), (trx) =>
      trx.updateTable('labours').set({ status, updated_at: new Date() }).where('id', '=', id).execute(),
    );
  };

  const deleteLabour = async (request: FastifyRequest, id: string) => {
    const existing = await ownedLabour(callerOf(request), id);
    const files = await db.selectFrom('labour_images').select('image_url').where('labour_id', '=', id).execute();
    await audited(db, audit(request, 'delete', id), (trx) => trx.deleteFrom('labours').where('id', '=', id).execute());
    await removeAll([existing.image_url, ...files.map((f) => f.image_url)]);
  };
  const asConflict = (err: unknown) => (isUniqueViolation(err) ? conflict(LABOUR_MESSAGES.duplicate) : err);

  return async function register(app: FastifyInstance) {
    app.post(
      '/api/labor-list',
      {
        config: {
          access: { permission: 'labor_view' },
          doc: { tag: 'Labour', summary: 'A page of labour listings; non-staff see their own.', body: listBody },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const params = parseBody(listBody, request.body);
        const perPage = params.perPage === -1 ? 1000 : params.perPage;
        const base = matchingLabour(db, caller, params);
        const { rows, count } = await rowsAndTotal(
          db,
          base
            .select('id')
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(perPage)
            .offset((params.page - 1) * perPage),
          { upTo: { base, offset: (params.page - 1) * perPage, pageSize: perPage, cap: countCap(params.search) } },
        );
        return ok(LABOUR_REPLIES.list, pageOf(await withRelations(rows.map((r) => r.id)), count, params.page, params.perPage));
      },
    );

    app.post(
      '/api/labor-export',
      {
        config: {
          access: { permission: 'labor_view' },
          doc: {
            tag: 'Labour',
            summary: "Every matching row as a CSV file: the list's search, filters and sort and the same scope, without paging.",
            body: listBody,
          },
        },
      },
      async (request, reply) => {
        const rows = matchingLabour(db, callerOf(request), parseBody(listBody, request.body))
          .innerJoin('users as u', 'u.id', 'labours.user_id')
          .select([
            'labours.id',
            'labours.work_title',
            'labours.labor_name',
            'labours.phone',
            'labours.status',
            'labours.description',
            'labours.created_at',
            'u.name as owner',
          ]);
        return sendCsv(
          reply,
          exportFileName('labours'),
          LABOUR_COLUMNS,
          keysetBatches((after, limit) => batchOf(rows, LABOUR_KEY, after, limit).execute()),
        );
      },
    );

    app.post(
      '/api/single-labor-info',
      {
        config: {
          access: { permission: 'labor_view' },
          doc: { tag: 'Labour', summary: 'One labour listing with its images and working days.', body: labourIdBody },
        },
      },
      async (request) => {
        const { id } = parseBody(labourIdBody, request.body);
        await ownedLabour(callerOf(request), id);
        return ok(LABOUR_REPLIES.one, (await withRelations([id]))[0]);
      },
    );

    app.post(
      '/api/labor-create',
      {
        config: {
          access: { permission: 'labor_create' },
          doc: {
            tag: 'Labour',
            summary: 'Adds a labour listing: `image`, `labour_images[i][image_file]`, `labor_day_working[i][...]`.',
            body: labourForm,
            multipart: true,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const form = await readForm(request);
        const { input, days, userId, duplicateId } = await readLabour(caller, form);
        if (duplicateId) throw conflict(LABOUR_MESSAGES.duplicate);
        if (form.images.filter((i) => i.field !== 'image').length > MAX_IMAGES)
          throw validationFailed({ labour_images: [`At most ${MAX_IMAGES} images.`] });
        const files = await saveFiles(form);
        try {
          const id = await audited(
            db,
            audit<string>(request, 'create', (newId) => newId),
            async (trx) => {
              const labour = await trx
                .insertInto('labours')
                .values({
                  user_id: userId,
                  labor_name: input.labor_name,
                  work_title: input.work_title,
                  phone: input.phone,
                  status: input.status,
                  description: input.description,
                  image_url: files.profileUrl ?? null,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              await trx
                .insertInto('labour_day_workings')
                .values(days.map((d) => ({ ...d, labour_id: labour.id })))
                .execute();
              if (files.workUrls.length)
                await trx
                  .insertInto('labour_images')
                  .values(files.workUrls.map((image_url) => ({ labour_id: labour.id, image_url })))
                  .execute();
              return labour.id;
            },
          );
          return ok(LABOUR_REPLIES.created, (await withRelations([id]))[0]);
        } catch (err) {
          await removeAll(files.all);
          throw asConflict(err);
        }
      },
    );

    app.post(
      '/api/labor-update',
      {
        config: {
          access: { permission: 'labor_edit' },
          doc: {
            tag: 'Labour',
            summary: 'Changes a listing (+ `id`); the days sent are the whole week.',
            body: labourForm.extend(labourIdBody.shape),
            multipart: true,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const form = await readForm(request);
        const { id } = parseBody(labourIdBody, { id: form.fields.id ?? form.fields.labor_id });
        const existing = await ownedLabour(caller, id);
        const { input, days, userId, duplicateId } = await readLabour(caller, form, existing.user_id);
        if (duplicateId && duplicateId !== id) throw conflict(LABOUR_MESSAGES.duplicate);
        // The images the form still lists (by labor_image_id) stay; the others go.
        const keep = new Set(
          indexedEntries(form.fields, 'labour_images')
            .map((e) => String(e.labor_image_id ?? ''))
            .filter(Boolean),
        );
        const current = await db.selectFrom('labour_images').select(['id', 'image_url']).where('labour_id', '=', id).execute();
        const removed = current.filter((i) => !keep.has(i.id));
        if (current.length - removed.length + form.images.filter((i) => i.field !== 'image').length > MAX_IMAGES) {
          throw validationFailed({ labour_images: [`At most ${MAX_IMAGES} images.`] });
        }
        const files = await saveFiles(form);
        const removeProfile = ['1', 'true'].includes(String(form.fields.remove_image));
        try {
          await audited(db, audit(request, 'update', id), async (trx) => {
            await trx
              .updateTable('labours')
              .set({
                user_id: userId,
                labor_name: input.labor_name,
                work_title: input.work_title,
                phone: input.phone,
                status: input.status,
                description: input.description,
                updated_at: new Date(),
                ...(files.profileUrl ? { image_url: files.profileUrl } : removeProfile ? { image_url: null } : {}),
              })
              .where('id', '=', id)
              .execute();
            // Days not in the form are removed, listed ones replaced: the form is the whole week.
            await trx.deleteFrom('labour_day_workings').where('labour_id', '=', id).execute();
            await trx
              .insertInto('labour_day_workings')
              .values(days.map((d) => ({ ...d, labour_id: id })))
              .execute();
            if (removed.length)
              await trx
                .deleteFrom('labour_images')
                .where(
                  'id',
                  'in',
                  removed.map((i) => i.id),
                )
                .execute();
            if (files.workUrls.length)
              await trx
                .insertInto('labour_images')
                .values(files.workUrls.map((image_url) => ({ labour_id: id, image_url })))
                .execute();
          });
        } catch (err) {
          await removeAll(files.all);
          throw asConflict(err);
        }
        await removeAll([...removed.map((i) => i.image_url), ...(files.profileUrl || removeProfile ? [existing.image_url] : [])]);
        return ok(LABOUR_REPLIES.updated, (await withRelations([id]))[0]);
      },
    );

    app.post(
      '/api/labour-update-status',
      {
        config: {
          access: { permission: 'labor_edit' },
          doc: { tag: 'Labour', summary: 'Sets Active or In-Active.', body: labourStatusBody },
        },
      },
      async (request) => {
        const { labour_id, status } = parseBody(labourStatusBody, request.body);
        await setStatus(request, labour_id, status);
        return ok(LABOUR_REPLIES.status, { id: labour_id, status });
      },
    );

    app.post(
      '/api/labor-delete',
      {
        config: {
          access: { permission: 'labor_delete' },
          doc: { tag: 'Labour', summary: 'Deletes a labour listing.', body: labourIdBody },
        },
      },
      async (request) => {
        const { id } = parseBody(labourIdBody, request.body);
        await deleteLabour(request, id);
        return ok(LABOUR_REPLIES.deleted);
      },
    );

    app.post(
      '/api/labor-bulk-status',
      {
        config: {
          access: { permission: 'labor_edit' },
          doc: {
            tag: 'Labour',
            summary: 'Sets the status of up to 100 listings, each checked as one; the reply lists done and refused ids.',
            body: bulkStatus,
          },
        },
      },
      async (request) => {
        const { ids, status } = parseBody(bulkStatus, request.body);
        return eachRow(request.log, ids, (id) => setStatus(request, id, status));
      },
    );

    app.post(
      '/api/labor-bulk-delete',
      {
        config: {
          access: { permission: 'labor_delete' },
          doc: {
            tag: 'Labour',
            summary: 'Deletes up to 100 listings, each checked as one; the reply lists done and refused ids.',
            body: bulkIds,
          },
        },
      },
      async (request) => {
        const { ids } = parseBody(bulkIds, request.body);
        return eachRow(request.log, ids, (id) => deleteLabour(request, id));
      },
    );
  };
}
