import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { keptImagesBody, LABOUR_MESSAGES, labour, type LabourStatus } from '../../../schema/labour';
import { audited } from '../../audit/record';
import { lockVersion } from '../../audit/versions';
import { versionBody } from '../../../schema/version';
import { AUDITED } from '../../audit/resources';
import { isStaff, type Caller } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import { rowsAndTotal } from '../../db/counters';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/types';
import type { OperationDoc } from '../../docs/operation';
import { exportFileName, sendCsv, type CsvColumn } from '../../export/csv';
import { batchOf, keysetBatches } from '../../export/keyset';
import { bulkIds, eachRow } from '../../http/bulk';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { indexedEntries, isTicked, readForm } from '../../http/multipart';
import { parseBody } from '../../http/validate';
import { countCap, listParams, pageOf } from '../../db/paging';
import type { ImageStore } from '../../uploads/images';
import { assertMayGoLive } from '../approval/listings';
import { MAX_IMAGES, readLabourForm, saveLabourFiles, tooManyImages, workFilesOf } from './form';
import {
  deleteLabourRow,
  findLabourById,
  insertLabour,
  LABOUR_KEY,
  labourExportRows,
  labourImagesOf,
  labourWithRelations,
  matchingLabour,
  setLabourStatus,
  updateLabour,
} from './queries';

export const LABOUR_REPLIES = labour.messages;

const { one: idBody, status: statusBody } = labour.bodies;
const listBody = listParams.extend(labour.listBody.shape);
// What a create or update form carries, for the API document: the fields and the week's days.
const createDoc = labour.bodies.create;
const bulkStatus = bulkIds.extend({ status: statusBody.shape.status });
const audit = AUDITED.labor;

/** The export's columns, read from the declared fields of each row. */
const EXPORT_COLUMNS: CsvColumn<Record<string, unknown>>[] = labour.exportColumns.map(({ header, field }) => ({
  header,
  value: (row) => row[field],
}));

/** The listings a list or export shows: non-staff only their own, whatever user_id says. */
const listingsFor = (db: Kysely<DB>, caller: Caller, params: { user_id?: string; search?: string }) =>
  matchingLabour(db, { userId: isStaff(caller) ? params.user_id : caller.userId, search: params.search });

const doc = (summary: string, body: z.ZodType, multipart = false): OperationDoc => ({
  tag: 'Labour',
  summary,
  body,
  ...(multipart ? { multipart } : {}),
});

export function labourRoutes(db: Kysely<DB>, images: ImageStore) {
  /** The listing, if the caller may see it: staff any, others their own. */
  const ownedLabour = async (caller: Caller, id: string) => {
    const row = await findLabourById(db, id);
    if (!row || (!isStaff(caller) && row.user_id !== caller.userId)) throw notFound(LABOUR_REPLIES.notFound);
    return row;
  };
  const oneReply = async (id: string) => (await labourWithRelations(db, [id]))[0];
  const removeAll = (urls: (string | null | undefined)[]) => Promise.all(urls.map((u) => images.remove(u)));
  // On the two fields that make the listing the same one, so the form shows it beside them.
  const duplicate = () =>
    conflict(LABOUR_MESSAGES.duplicate, { work_title: [LABOUR_MESSAGES.duplicate], phone: [LABOUR_MESSAGES.duplicate] });
  const asConflict = (err: unknown) => (isUniqueViolation(err) ? duplicate() : err);

  /** Locks the listing ownedLabour read: one given to another owner since is refused as stale, never written as the caller's. */
  const heldAsRead = (trx: Transaction<DB>, caller: Caller, read: { id: string; user_id: string }) =>
    lockVersion(trx, { table: 'labours', resource: 'labor', id: read.id, reader: caller }, undefined, { user_id: read.user_id });

  /** The one-row status change; the bulk call runs it for each row. */
  const setStatus = async (request: FastifyRequest, id: string, status: LabourStatus) => {
    const caller = callerOf(request);
    const read = await ownedLabour(caller, id);
    await audited(db, audit(request, 'status', id), async (trx) => {
      const updatedAt = await heldAsRead(trx, caller, read);
      await assertMayGoLive(trx, read.user_id, status, caller.userId);
      await setLabourStatus(trx, id, status, updatedAt);
    });
  };

  const deleteLabour = async (request: FastifyRequest, id: string) => {
    const caller = callerOf(request);
    const read = await ownedLabour(caller, id);
    // The pictures as the delete finds them under the lock: a save just before may have changed them.
    let files: (string | null | undefined)[] = [];
    await audited(db, audit(request, 'delete', id), async (trx) => {
      await heldAsRead(trx, caller, read);
      files = [(await findLabourById(trx, id))?.image_url, ...(await labourImagesOf(trx, id)).map((f) => f.image_url)];
      await deleteLabourRow(trx, id);
    });
    await removeAll(files);
  };

  return async function register(app: FastifyInstance) {
    const view = { permission: 'labor_view' };
    const edit = { permission: 'labor_edit' };
    const remove = { permission: 'labor_delete' };

    app.post(
      '/api/labor-list',
      { config: { access: view, doc: doc('A page of labour listings; non-staff see their own.', listBody) } },
      async (request) => {
        const params = parseBody(listBody, request.body);
        const perPage = params.perPage === -1 ? 1000 : params.perPage;
        const offset = (params.page - 1) * perPage;
        const base = listingsFor(db, callerOf(request), params);
        const { rows, count } = await rowsAndTotal(
          db,
          base.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(perPage).offset(offset),
          { upTo: { base, offset, pageSize: perPage, cap: countCap(params.search) } },
        );
        const page = await labourWithRelations(
          db,
          rows.map((r) => r.id),
        );
        return ok(LABOUR_REPLIES.list, pageOf(page, count, params.page, params.perPage));
      },
    );

    app.post(
      '/api/labor-export',
      {
        config: {
          access: view,
          doc: doc("Every matching row as a CSV file: the list's search, filters and sort and the same scope, without paging.", listBody),
        },
      },
      async (request, reply) => {
        const rows = labourExportRows(listingsFor(db, callerOf(request), parseBody(listBody, request.body)));
        return sendCsv(
          reply,
          exportFileName('labours'),
          EXPORT_COLUMNS,
          keysetBatches((after, limit) => batchOf(rows, LABOUR_KEY, after, limit).execute()),
        );
      },
    );

    app.post(
      '/api/single-labor-info',
      { config: { access: view, doc: doc('One labour listing with its images and working days.', idBody) } },
      async (request) => {
        const { id } = parseBody(idBody, request.body);
        await ownedLabour(callerOf(request), id);
        return ok(LABOUR_REPLIES.one, await oneReply(id));
      },
    );

    app.post(
      '/api/labor-create',
      {
        config: {
          access: { permission: 'labor_create' },
          doc: doc('Adds a labour listing: `image`, `labour_images[i][image_file]`, `labor_day_working[i][...]`.', createDoc, true),
        },
      },
      async (request) => {
        const form = await readForm(request);
        const { columns, days, duplicateId } = await readLabourForm(db, callerOf(request), form);
        if (duplicateId) throw duplicate();
        if (workFilesOf(form).length > MAX_IMAGES) throw tooManyImages();
        const files = await saveLabourFiles(images, form);
        try {
          const id = await audited(
            db,
            audit<string>(request, 'create', (newId) => newId),
            (trx) => insertLabour(trx, columns, files.profileUrl ?? null, days, files.workUrls),
          );
          return ok(LABOUR_REPLIES.created, await oneReply(id));
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
          access: edit,
          doc: doc(
            'Changes a listing (+ `id`); the days sent are the whole week; a stale `updated_at` is refused (409).',
            createDoc.extend(idBody.shape).extend(versionBody.shape),
            true,
          ),
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const form = await readForm(request);
        const { id } = parseBody(idBody, { id: form.fields.id ?? form.fields.labor_id });
        const { updated_at: version } = parseBody(versionBody, form.fields);
        const existing = await ownedLabour(caller, id);
        const { columns, days, duplicateId } = await readLabourForm(db, caller, form, existing.user_id);
        if (duplicateId && duplicateId !== id) throw duplicate();
        // The images the form still lists (by labor_image_id) stay; the others go.
        const { labour_images: listed } = parseBody(keptImagesBody, { labour_images: indexedEntries(form.fields, 'labour_images') });
        const keep = new Set(listed.flatMap((e) => e.labor_image_id ?? []));
        const stayingWith = (current: { id: string }[]) => {
          const staying = current.filter((i) => keep.has(i.id)).length;
          if (staying + workFilesOf(form).length > MAX_IMAGES) throw tooManyImages();
        };
        // Checked before any file is written, and again under the listing's lock (below).
        stayingWith(await labourImagesOf(db, id));
        const files = await saveLabourFiles(images, form);
        const removeProfile = isTicked(form.fields.remove_image);
        const imageUrl = files.profileUrl ?? (removeProfile ? null : undefined);
        let removed: { id: string; image_url: string }[] = [];
        let profileBefore: string | null | undefined;
        try {
          await audited(db, audit(request, 'update', id), async (trx) => {
            const updatedAt = await lockVersion(trx, { table: 'labours', resource: 'labor', id, reader: caller }, version, {
              user_id: existing.user_id,
            });
            // Read again under the lock: saves at once each count the pictures the one before left,
            // and the profile picture a new one or a removal replaces is the one there now.
            profileBefore = (await findLabourById(trx, id))?.image_url;
            const current = await labourImagesOf(trx, id);
            stayingWith(current);
            removed = current.filter((i) => !keep.has(i.id));
            const removedImageIds = removed.map((i) => i.id);
            await updateLabour(trx, id, { columns, imageUrl, days, removedImageIds, workUrls: files.workUrls, updatedAt });
          });
        } catch (err) {
          await removeAll(files.all);
          throw asConflict(err);
        }
        await removeAll([...removed.map((i) => i.image_url), ...(files.profileUrl || removeProfile ? [profileBefore] : [])]);
        return ok(LABOUR_REPLIES.updated, await oneReply(id));
      },
    );

    app.post(
      '/api/labour-update-status',
      { config: { access: edit, doc: doc('Sets Active or In-Active.', statusBody) } },
      async (request) => {
        const { labour_id, status } = parseBody(statusBody, request.body);
        await setStatus(request, labour_id, status);
        return ok(LABOUR_REPLIES.status, { id: labour_id, status });
      },
    );

    app.post('/api/labor-delete', { config: { access: remove, doc: doc('Deletes a labour listing.', idBody) } }, async (request) => {
      const { id } = parseBody(idBody, request.body);
      await deleteLabour(request, id);
      return ok(LABOUR_REPLIES.deleted);
    });

    app.post(
      '/api/labor-bulk-status',
      {
        config: {
          access: edit,
          doc: doc('Sets the status of up to 100 listings, each checked as one; the reply lists done and refused ids.', bulkStatus),
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
          access: remove,
          doc: doc('Deletes up to 100 listings, each checked as one; the reply lists done and refused ids.', bulkIds),
        },
      },
      async (request) => {
        const { ids } = parseBody(bulkIds, request.body);
        return eachRow(request.log, ids, (id) => deleteLabour(request, id));
      },
    );
  };
}
