import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuditResource } from '../../schema/audit';
import { ENTITIES } from '../../schema';
import { permissionName } from '../../schema/permissions';
import { idOf, optionalIdFilter } from '../../schema/fields';
import { apiPath, bodySchema, imageColumn, imageFieldOf, sortFieldsOf, type EntityDeclaration } from '../../schema/registry';
import { audited, auditing, changeMade, insertLogged } from '../audit/record';
import { lockVersion } from '../audit/versions';
import { callerOf } from '../auth/plugin';
import { versionBody } from '../../schema/version';
import { recordOf } from '../audit/snapshots';
import { isStillReferenced, isUniqueViolation } from '../db/errors';
import type { DB } from '../db/types';
import { idList } from '../http/bulk';
import { ok } from '../http/envelope';
import { ApiError, conflict, notFound, validationFailed } from '../http/errors';
import { isTicked, readForm, type FormBody } from '../http/multipart';
import { parseBody } from '../http/validate';
import type { ImageStore } from '../uploads/images';
import { exportFileName, sendCsv } from '../export/csv';
import { registryBatches, registryColumns } from './export';
import { MAX_PER_PAGE, pageOf, sortedListParams } from '../db/paging';
import { loose, type LooseRow } from '../db/loose';
import { presentRow } from './present';
import {
  dropdownRows,
  duplicateOf,
  findById,
  findPage,
  inUseBy,
  listWhere,
  missingReferences,
  changedInUse,
  selectRow,
  toColumns,
} from './queries';

const idBody = z.object({ id: idOf('id') });
// react-admin's getMany asks for rows by id through the list call.
const idsFilter = z.object({
  ids: idList.max(1000).optional(),
});
const PROTECTED = 'This record is protected and cannot be deleted.';

/** Filter fields: blank, null and 'All' mean no filter; anything else must be an id. */
const filterSchema = (names: readonly string[]) => z.object(Object.fromEntries(names.map((n) => [n, optionalIdFilter(n)])));

/**
 * The filters a body sets, read by `schema` (a filterSchema, built once per call: zod compiles a
 * schema on its first use, and a schema built per request cost 5 % of the API's CPU in city-list).
 */
function filtersFrom(body: unknown, schema: ReturnType<typeof filterSchema>): Record<string, string> {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const parsed = parseBody(schema, source) as Record<string, string | undefined>;
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => e[1] !== undefined));
}

/** Derives list, create, update, delete and dropdown calls for one declared entity. */
function entityRoutes(app: FastifyInstance, db: Kysely<DB>, images: ImageStore, entity: EntityDeclaration) {
  const ldb = loose(db);
  const schema = bodySchema(entity);
  const listParams = sortedListParams(sortFieldsOf(entity));
  const listFilters = filterSchema(entity.filters);
  const dropdownFilters = filterSchema(entity.dropdown.filters);
  const audit = auditing(entity.subject as AuditResource, recordOf(entity.table));
  const imageField = imageFieldOf(entity);
  // The OpenAPI document describes each call with the schemas the handler below parses.
  const can = (action: 'view' | 'create' | 'edit' | 'delete', summary: string, body: z.ZodType) => ({
    config: {
      access: { permission: permissionName(entity.subject, action) },
      doc: { tag: `Lookups: ${entity.name}`, summary, body, multipart: (action === 'create' || action === 'edit') && Boolean(imageField) },
    },
  });
  const checkReferences = async (values: LooseRow) => {
    const errors = await missingReferences(ldb, entity, values);
    if (Object.keys(errors).length) throw validationFailed(errors);
  };
  const readBody = async (request: FastifyRequest): Promise<FormBody> => {
    const form = await readForm(request);
    const stray = form.images.find((i) => i.field !== imageField?.[0]);
    if (stray) throw validationFailed({ [stray.field]: ['No file is expected here.'] });
    return form;
  };

  /**
   * Saves the row and its image together: a failed save leaves no file, a replaced file is removed.
   * `write` answers the row and, for an update, the image the row held under its lock: the one
   * replaced, whatever a save that committed since the first read put there.
   * The unique indexes are the duplicate check (one per rule, tests/api/declarationsMatchDatabase): a
   * read before the write was a round trip more on every save, and no guard against a concurrent one.
   */
  const save = async (
    form: FormBody,
    parsed: LooseRow,
    write: (values: LooseRow) => Promise<{ row: LooseRow | undefined; heldImage?: string | null }>,
    previous?: LooseRow,
  ) => {
    const image = form.images[0];
    const column = imageColumn(entity);
    const values: LooseRow = {};
    let newUrl: string | undefined;
    if (column && image) values[column] = newUrl = await images.save(entity.table, image.bytes, image.ext);
    else if (column && previous && isTicked(form.fields.remove_image)) values[column] = null;
    try {
      const { row, heldImage } = await write(values);
      if (previous && column && column in values) await images.remove(heldImage);
      return row;
    } catch (err) {
      await images.remove(newUrl);
      if (isUniqueViolation(err)) {
        // Which rule the row broke, read only once it did; its last field is the one typed (a name
        // under its parent), where the form shows the message.
        const rule = (await duplicateOf(ldb, entity, parsed, previous?.id as string | undefined)) ?? entity.unique[0];
        if (!rule) throw conflict('This record already exists.');
        throw conflict(rule.message, { [rule.fields.at(-1)!]: [rule.message] });
      }
      throw err;
    }
  };

  app.post(
    apiPath(entity, 'list'),
    can('view', 'A page of rows, searched and filtered.', listParams.extend(idsFilter.shape).extend(listFilters.shape)),
    async (request) => {
      const params = parseBody(listParams, request.body);
      const filters = filtersFrom(request.body, listFilters);
      const { ids } = parseBody(idsFilter, request.body);
      const limit = params.perPage === -1 ? MAX_PER_PAGE : params.perPage;
      const { rows, count } = await findPage(ldb, entity, params, listWhere(entity, params.search, filters, ids), limit);
      return ok(
        entity.messages.list,
        pageOf(
          rows.map((r) => presentRow(entity, r)),
          count,
          params.page,
          params.perPage,
        ),
      );
    },
  );

  // The list's body (search, filters, sort) without paging: every matching row, streamed.
  app.post(
    apiPath(entity, 'export'),
    can(
      'view',
      "Every matching row as a CSV file: the list's search, filters and sort, without paging.",
      listParams.extend(listFilters.shape),
    ),
    async (request, reply) => {
      const params = parseBody(listParams, request.body);
      const filters = filtersFrom(request.body, listFilters);
      return sendCsv(
        reply,
        exportFileName(entity.resource),
        registryColumns(entity),
        registryBatches(ldb, entity, listWhere(entity, params.search, filters), params),
      );
    },
  );

  app.post(apiPath(entity, 'create'), can('create', 'Adds a row.', schema), async (request) => {
    const form = await readBody(request);
    const values = parseBody(schema, form.fields) as LooseRow;
    await checkReferences(values);
    // One statement writes the row and its entry, committed as it ends, and reads the row as a
    // list shows it, its references' names joined (insertLogged).
    const row = await save(form, values, async (extra) => ({
      row: await insertLogged(
        db,
        changeMade(request, entity.subject as AuditResource, 'create'),
        entity.table,
        { ...toColumns(entity, values), ...extra },
        {},
        // The row last in FROM: the references' joins bind to it.
        (q, [created, named]) => selectRow(q, entity, [named, `${created} as ${entity.table}`]),
      ),
    }));
    return ok(entity.messages.created, presentRow(entity, row!));
  });

  app.post(
    apiPath(entity, 'update'),
    can(
      'edit',
      'Changes a row (`remove_image=1` clears its image); a stale `updated_at` is refused (409).',
      schema.extend(idBody.shape).extend(versionBody.shape),
    ),
    async (request) => {
      const form = await readBody(request);
      const { id } = parseBody(idBody, form.fields);
      const { updated_at: version } = parseBody(versionBody, form.fields);
      const values = parseBody(schema, form.fields) as LooseRow;
      const previous = await findById(ldb, entity, id);
      if (!previous) throw notFound(entity.messages.notFound);
      await checkReferences(values);
      // Checked before an image is written, and again under the row's lock (below).
      const refused = await changedInUse(ldb, entity, previous, values);
      if (Object.keys(refused).length) throw validationFailed(refused);
      await save(
        form,
        values,
        (extra) =>
          audited(db, audit(request, 'update', id), async (trx) => {
            const updatedAt = await lockVersion(
              trx,
              { table: entity.table, resource: entity.subject as AuditResource, id, reader: callerOf(request) },
              version,
            );
            // Under the row's lock: a write holding it as a reference (a product's save holds its tax)
            // has committed, and is seen using it, before the check reads.
            const current = (await findById(loose(trx), entity, id))!;
            const changed = await changedInUse(loose(trx), entity, current, values);
            if (Object.keys(changed).length) throw validationFailed(changed);
            const row = await loose(trx)
              .updateTable(entity.table)
              .set({ ...toColumns(entity, values), ...extra, updated_at: updatedAt })
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirst();
            const column = imageColumn(entity);
            return { row, heldImage: column ? (current[column] as string | null) : null };
          }),
        previous,
      );
      return ok(entity.messages.updated, presentRow(entity, (await findById(ldb, entity, id))!));
    },
  );

  app.post(apiPath(entity, 'delete'), can('delete', 'Deletes a row unless it is protected or in use (409).', idBody), async (request) => {
    const { id } = parseBody(idBody, request.body);
    let row: LooseRow;
    try {
      row = await audited(db, audit(request, 'delete', id), async (trx) => {
        // Read under the row's lock, which the audit's snapshot before this write took: a save that
        // protects the row, or changes its picture, either commits before these reads or waits.
        const current = await findById(loose(trx), entity, id);
        if (!current) throw notFound(entity.messages.notFound);
        if (entity.deleteFlag && current[entity.deleteFlag] === 'no') throw conflict(PROTECTED);
        const usedBy = await inUseBy(loose(trx), entity, id);
        if (usedBy) throw conflict(usedBy);
        await loose(trx).deleteFrom(entity.table).where('id', '=', id).execute();
        return current;
      });
    } catch (err) {
      // A row that started pointing here after the check: the foreign key refuses, we say so.
      if (isStillReferenced(err)) throw new ApiError(409, 'This record is in use and cannot be deleted.');
      throw err;
    }
    const column = imageColumn(entity);
    if (column) await images.remove(row[column] as string | null);
    return ok(entity.messages.deleted);
  });

  app.post(apiPath(entity, 'dropdown'), can('view', 'Every row, with the fields a dropdown shows.', dropdownFilters), async (request) => {
    const rows = await dropdownRows(ldb, entity, filtersFrom(request.body, dropdownFilters));
    return ok(
      entity.messages.list,
      rows.map((r) => presentRow(entity, r)),
    );
  });
}

export function registryRoutes(db: Kysely<DB>, images: ImageStore, entities: readonly EntityDeclaration[] = ENTITIES) {
  return async function register(app: FastifyInstance) {
    for (const entity of entities) entityRoutes(app, db, images, entity);
  };
}
