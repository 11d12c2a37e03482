import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { deleteImagesField, product, PRODUCT_ID_FIELDS, PRODUCT_REPLIES, type ProductStatus } from '../../../schema/product';
import { audited, changeMade } from '../../audit/record';
import { lockVersion } from '../../audit/versions';
import { versionBody } from '../../../schema/version';
import { AUDITED } from '../../audit/resources';
import { isStaff, type Caller } from '../../auth/context';
import { callerOf } from '../../auth/plugin';
import { isStillReferenced } from '../../db/errors';
import { transaction } from '../../db/transaction';
import type { DB } from '../../db/types';
import { exportFileName, sendCsv } from '../../export/csv';
import { batchOf, keysetBatches } from '../../export/keyset';
import { bulkIds, eachRow } from '../../http/bulk';
import { ok } from '../../http/envelope';
import { JsonText } from '../../http/jsonText';
import { conflict, notFound } from '../../http/errors';
import { readForm } from '../../http/multipart';
import { parseBody } from '../../http/validate';
import { listParams, pageOf } from '../../db/paging';
import type { ImageStore } from '../../uploads/images';
import { assertMayGoLive } from '../approval/listings';
import { PRODUCT_COLUMNS, PRODUCT_KEY } from './export';
import {
  deleteProductRow,
  findProduct,
  findProductImages,
  findProductOwner,
  findProductsPage,
  insertProduct,
  listDropdownProducts,
  productExportRows,
  setProductStatus,
  updateProduct,
} from './queries';
import { checkImageCount, productImageFiles, productValues } from './save';

const { create: productBody, update: updateBody, one: idBody, status: statusBody, dropdown: dropdownBody } = product.bodies;
const listBody = listParams.extend(product.listBody.shape);
const bulkStatus = bulkIds.extend({ status: statusBody.shape.status });
const audit = AUDITED.product;
const doc = (summary: string, body: z.ZodType, multipart?: boolean) => ({ tag: 'Products', summary, body, multipart });

// Built once, not on every call that reads a product.
const PRODUCT_ID_BODIES = {
  id: z.object({ id: PRODUCT_ID_FIELDS.id }),
  product_id: z.object({ product_id: PRODUCT_ID_FIELDS.product_id }),
} as Record<keyof typeof PRODUCT_ID_FIELDS, z.ZodType<Record<string, string>>>;

/**
 * The product a call names by `id` or by `product_id` (`first` read first when both come): a
 * malformed one is refused under the name it was sent by, a missing one under `first`, the name the
 * call's documentation gives.
 */
function productIdIn(fields: Record<string, unknown>, first: keyof typeof PRODUCT_ID_FIELDS): string {
  const name = ([first, first === 'id' ? 'product_id' : 'id'] as const).find((n) => fields[n] !== undefined) ?? first;
  return parseBody(PRODUCT_ID_BODIES[name], { [name]: fields[name] })[name];
}

/** Staff see and change every product; everyone else only their own. */
const ownerFilter = (caller: Caller, userId: string | undefined) => (isStaff(caller) ? userId : caller.userId);

export function productRoutes(db: Kysely<DB>, images: ImageStore) {
  const files = productImageFiles(images);

  /** A product the caller may see; another owner's product is "not found", so ids leak nothing. */
  const ownedProduct = async (caller: Caller, id: string) => {
    const row = await findProductOwner(db, id);
    if (!row || (!isStaff(caller) && row.user_id !== caller.userId)) throw notFound(PRODUCT_REPLIES.notFound);
    return row;
  };

  /** Locks the product ownedProduct read: one given to another owner since is refused as stale, never written as the caller's. */
  const heldAsRead = (trx: Transaction<DB>, caller: Caller, read: { id: string; user_id: string }) =>
    lockVersion(trx, { table: 'products', resource: 'product', id: read.id, reader: caller }, undefined, { user_id: read.user_id });

  /** The one-row status change; the bulk call runs it for each row. */
  const setStatus = async (request: FastifyRequest, id: string, status: ProductStatus) => {
    const caller = callerOf(request);
    const read = await ownedProduct(caller, id);
    await audited(db, audit(request, 'status', id), async (trx) => {
      const updatedAt = await heldAsRead(trx, caller, read);
      await assertMayGoLive(trx, read.user_id, status, caller.userId);
      await setProductStatus(trx, id, status, updatedAt);
    });
  };

  const deleteProduct = async (request: FastifyRequest, id: string) => {
    const caller = callerOf(request);
    const read = await ownedProduct(caller, id);
    let pictures: { image_url: string }[] = [];
    try {
      await audited(db, audit(request, 'delete', id), async (trx) => {
        await heldAsRead(trx, caller, read);
        pictures = await findProductImages(trx, id);
        await deleteProductRow(trx, id);
      });
    } catch (err) {
      // Orders keep a foreign key to products that refuses this delete.
      if (isStillReferenced(err)) throw conflict('This product has orders and cannot be deleted.');
      throw err;
    }
    await files.removeAll(pictures.map((f) => f.image_url));
  };

  /** Runs the write with the new pictures stored; a failed write removes them again. */
  const withNewImages = async <T>(urls: string[], write: () => Promise<T>) => {
    try {
      return await write();
    } catch (err) {
      await files.removeAll(urls);
      throw err;
    }
  };

  return async function register(app: FastifyInstance) {
    const view = { permission: 'product_view' } as const;
    const edit = { permission: 'product_edit' } as const;
    const remove = { permission: 'product_delete' } as const;

    app.post(
      '/api/product-list',
      { config: { access: view, doc: doc('A page of products; non-staff see their own.', listBody) } },
      async (request) => {
        const caller = callerOf(request);
        const params = parseBody(listBody, request.body);
        const perPage = params.perPage === -1 ? 1000 : params.perPage;
        const filters = { ...params, user_id: ownerFilter(caller, params.user_id) };
        const { rows, count } = await findProductsPage(db, filters, params.page, perPage);
        return ok(PRODUCT_REPLIES.list, pageOf(rows, count, params.page, params.perPage));
      },
    );

    const exportSummary = "Every matching row as a CSV file: the list's search, filters and sort and the same scope, without paging.";
    app.post('/api/product-export', { config: { access: view, doc: doc(exportSummary, listBody) } }, async (request, reply) => {
      const params = parseBody(listBody, request.body);
      const rows = productExportRows(db, { ...params, user_id: ownerFilter(callerOf(request), params.user_id) });
      const batches = keysetBatches((after, limit) => batchOf(rows, PRODUCT_KEY, after, limit).execute());
      return sendCsv(reply, exportFileName('products'), PRODUCT_COLUMNS, batches);
    });

    for (const path of ['/api/single-product-info', '/api/edit-product-info']) {
      const summary = 'One product with its relations (`product_id` is accepted for `id`).';
      app.post(path, { config: { access: view, doc: doc(summary, idBody) } }, async (request) => {
        // The legacy server read product_id here while its client sent id: both are accepted.
        const id = productIdIn((request.body ?? {}) as Record<string, unknown>, 'id');
        await ownedProduct(callerOf(request), id);
        return ok(PRODUCT_REPLIES.one, await findProduct(db, id));
      });
    }

    const createSummary = 'Adds a product: `product_images[i][image_file]`, 10 at most.';
    app.post(
      '/api/product-create',
      { config: { access: { permission: 'product_create' }, doc: doc(createSummary, productBody, true) } },
      async (request) => {
        const form = await readForm(request);
        const input = parseBody(productBody, form.fields);
        checkImageCount(form.images.length);
        // Pictures are written before the transaction: the rules are checked before them too.
        if (form.images.length) await productValues(db, callerOf(request), input);
        const urls = await files.save(form.images);
        // The product's insert writes the create's audit entry in the same statement (insertLogged).
        const created = await withNewImages(urls, () =>
          transaction(db, async (trx) =>
            insertProduct(trx, await productValues(trx, callerOf(request), input), urls, changeMade(request, 'product', 'create')),
          ),
        );
        return ok(PRODUCT_REPLIES.created, created.json === undefined ? await findProduct(db, created.id) : new JsonText(created.json));
      },
    );

    const updateSummary = 'Changes a product: `product_id` (or `id`) names it, `delete_images[]` removes pictures.';
    app.post('/api/product-update', { config: { access: edit, doc: doc(updateSummary, updateBody, true) } }, async (request) => {
      const caller = callerOf(request);
      const form = await readForm(request);
      const id = productIdIn(form.fields, 'product_id');
      const existing = await ownedProduct(caller, id);
      const input = parseBody(productBody, form.fields);
      const deleteIds = parseBody(z.object({ delete_images: deleteImagesField }), form.fields).delete_images;
      const { updated_at: version } = parseBody(versionBody, form.fields);
      const staying = (current: { id: string }[]) => current.filter((i) => !deleteIds.includes(i.id));
      // Checked before any file is written, and again under the product's lock (below).
      checkImageCount(staying(await findProductImages(db, id)).length + form.images.length);
      const owner = { id, user_id: existing.user_id, store_id: existing.store_id };
      if (form.images.length) await productValues(db, caller, input, owner);
      const urls = await files.save(form.images);
      let removed: { id: string; image_url: string }[] = [];
      await withNewImages(urls, () =>
        audited(db, audit(request, 'update', id), async (trx) => {
          const updatedAt = await lockVersion(trx, { table: 'products', resource: 'product', id, reader: caller }, version, {
            user_id: existing.user_id,
          });
          const values = await productValues(trx, caller, input, owner);
          // Read again under the lock: saves at once each count the pictures the one before left.
          const current = await findProductImages(trx, id);
          checkImageCount(staying(current).length + urls.length);
          removed = current.filter((i) => deleteIds.includes(i.id));
          const removedIds = removed.map((i) => i.id);
          await updateProduct(trx, id, values, removedIds, urls, updatedAt);
        }),
      );
      await files.removeAll(removed.map((i) => i.image_url));
      return ok(PRODUCT_REPLIES.updated, await findProduct(db, id));
    });

    app.post(
      '/api/product-update-status',
      { config: { access: edit, doc: doc('Sets Active or In-Active.', statusBody) } },
      async (request) => {
        const { product_id, status } = parseBody(statusBody, request.body);
        await setStatus(request, product_id, status);
        return ok(PRODUCT_REPLIES.status, { id: product_id, status });
      },
    );

    app.post(
      '/api/product-delete',
      { config: { access: remove, doc: doc('Deletes a product unless orders use it (409).', product.bodies.delete) } },
      async (request) => {
        const { id } = parseBody(product.bodies.delete, request.body);
        await deleteProduct(request, id);
        return ok(PRODUCT_REPLIES.deleted);
      },
    );

    const bulkStatusSummary = 'Sets the status of up to 100 products, each checked as one; the reply lists done and refused ids.';
    app.post('/api/product-bulk-status', { config: { access: edit, doc: doc(bulkStatusSummary, bulkStatus) } }, async (request) => {
      const { ids, status } = parseBody(bulkStatus, request.body);
      return eachRow(request.log, ids, (id) => setStatus(request, id, status));
    });

    const bulkDeleteSummary = 'Deletes up to 100 products, each checked as one; the reply lists done and refused ids.';
    app.post('/api/product-bulk-delete', { config: { access: remove, doc: doc(bulkDeleteSummary, bulkIds) } }, async (request) => {
      const { ids } = parseBody(bulkIds, request.body);
      return eachRow(request.log, ids, (id) => deleteProduct(request, id));
    });

    app.post(
      '/api/dropdown-user-product-list',
      { config: { access: view, doc: doc('Active products for a dropdown; own unless staff.', dropdownBody) } },
      async (request) => {
        const caller = callerOf(request);
        const filters = parseBody(dropdownBody, request.body);
        return ok(PRODUCT_REPLIES.list, await listDropdownProducts(db, { ...filters, user_id: ownerFilter(caller, undefined) }));
      },
    );
  };
}
