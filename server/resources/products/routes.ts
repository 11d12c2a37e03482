import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isStaff, type Caller } from '../../auth/context';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { callerOf } from '../../auth/plugin';
import { isStillReferenced } from '../../db/errors';
import type { DB } from '../../db/types';
import { bulkIds, eachRow } from '../../http/bulk';
import { ok } from '../../http/envelope';
import { conflict, notFound, validationFailed } from '../../http/errors';
import { readForm, type UploadedImage } from '../../http/multipart';
import { parseBody } from '../../http/validate';
import { listParams, pageOf } from '../../db/paging';
import type { ImageStore } from '../../uploads/images';
import { computePrices, toPaise, toRupees } from './pricing';
import { findProduct, findProductsPage, matchingProducts, uniqueSlug } from './queries';
import { PRODUCT_COLUMNS, PRODUCT_KEY } from './export';
import { exportFileName, sendCsv } from '../../export/csv';
import { batchOf, keysetBatches } from '../../export/keyset';
import { deleteImagesField, PRODUCT_MESSAGES, productBody, productIdBody, productStatusBody, type ProductInput } from './validation';

export const PRODUCT_REPLIES = {
  list: 'Products retrieved successfully.',
  one: 'Product retrieved successfully.',
  created: 'Product created successfully.',
  updated: 'Product updated successfully.',
  status: 'Product status updated successfully',
  deleted: 'Product deleted successfully.',
  notFound: 'Product not found.',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'All' ? undefined : v);
const listBody = listParams.extend({
  category_id: z.preprocess(blankToUndefined, z.uuid({ error: 'The category id must be a valid id.' }).optional()),
  sub_category_id: z.preprocess(blankToUndefined, z.uuid({ error: 'The sub category id must be a valid id.' }).optional()),
  user_id: z.preprocess(blankToUndefined, z.uuid({ error: 'The user id must be a valid id.' }).optional()),
});
const dropdownBody = listBody.pick({ category_id: true, sub_category_id: true });

/** Staff see and change every product; everyone else only their own. */

const MAX_IMAGES = 10;

const audit = AUDITED.product;

const bulkStatus = bulkIds.extend({ status: productStatusBody.shape.status });

export function productRoutes(db: Kysely<DB>, images: ImageStore) {
  /** A product the caller may see; another owner's product is "not found", so ids leak nothing. */
  const ownedProduct = async (caller: Caller, id: string) => {
    const row = await db.selectFrom('products').select(['id', 'user_id', 'category_id']).where('id', '=', id).executeTakeFirst();
    if (!row || (!isStaff(caller) && row.user_id !== caller.userId)) throw notFound(PRODUCT_REPLIES.notFound);
    return row;
  };

  /** Checks references and the type rule, and computes prices and the owner. */
  const prepare = async (caller: Caller, input: ProductInput, exceptId?: string) => {
    const [category, subCategory, unit, tax, owner] = await Promise.all([
      db.selectFrom('categories').select(['id', 'name']).where('id', '=', input.category_id).executeTakeFirst(),
      db.selectFrom('sub_categories').select(['id', 'name', 'category_id']).where('id', '=', input.sub_category_id).executeTakeFirst(),
      db.selectFrom('units').select('id').where('id', '=', input.unit_id).executeTakeFirst(),
      input.tax_id ? db.selectFrom('taxes').select(['id', 'tax_percentage']).where('id', '=', input.tax_id).executeTakeFirst() : undefined,
      input.user_id && isStaff(caller)
        ? db.selectFrom('users').select('id').where('id', '=', input.user_id).where('deleted_at', 'is', null).executeTakeFirst()
        : { id: caller.userId },
    ]);
    const errors: Record<string, string[]> = {};
    if (!category) errors.category_id = ['The selected category is invalid.'];
    if (!subCategory) errors.sub_category_id = ['The selected sub category is invalid.'];
    else if (category && subCategory.category_id !== category.id) errors.sub_category_id = [PRODUCT_MESSAGES.subCategoryMismatch];
    if (!unit) errors.unit_id = ['The selected unit is invalid.'];
    if (input.tax_id && !tax) errors.tax_id = ['The selected tax is invalid.'];
    if (!owner) errors.user_id = ['The selected user is invalid.'];
    if (input.type === 'Rent' && category && category.name.toLowerCase() !== 'machinery')
      errors.type = [PRODUCT_MESSAGES.rentOnlyMachinery];
    if (Object.keys(errors).length) throw validationFailed(errors);

    const prices = computePrices({
      unitPrice: toPaise(input.unit_price),
      discountType: input.discount_type,
      discount: input.discount_type === 'Fixed' ? toPaise(input.discount) : input.discount,
      taxType: input.tax_type,
      taxPercentage: tax ? Number(tax.tax_percentage) : 0,
    });
    return {
      user_id: owner!.id,
      store_id: input.store_id ?? null,
      name: input.name,
      slug: await uniqueSlug(db, [input.name, category!.name, subCategory!.name], exceptId),
      description: input.description,
      category_id: input.category_id,
      sub_category_id: input.sub_category_id,
      type: input.type,
      discount_type: input.discount_type,
      discount: input.discount,
      tax_type: input.tax_type,
      tax_id: input.tax_id ?? null,
      status: input.status,
      comment: input.comment,
      quantity: input.quantity,
      unit_price: toRupees(toPaise(input.unit_price)),
      discount_unit_price: toRupees(prices.discountUnitPrice),
      tax_amount: toRupees(prices.taxAmount),
      // Duration is 0 unless the product is for rent.
      duration: input.type === 'Rent' ? input.duration : 0,
      unit_id: input.unit_id,
      latitude: input.latitude,
      longitude: input.longitude,
    };
  };

  /** Writes new image files; if anything after fails, they are removed again. */
  const saveImages = async (uploads: UploadedImage[]) => {
    const stray = uploads.find((u) => !/^product_images(\[\d+\])?(\[image_file\])?$/.test(u.field));
    if (stray) throw validationFailed({ [stray.field]: ['No file is expected here.'] });
    return Promise.all(uploads.map((u) => images.save('products', u.bytes, u.ext)));
  };
  const removeAll = (urls: (string | null)[]) => Promise.all(urls.map((u) => images.remove(u)));

  const present = (id: string) => findProduct(db, id);

  /** The one-row status change; the bulk call runs it for each row. */
  const setStatus = async (request: FastifyRequest, id: string, status: 'Active' | 'In-Active') => {
    await ownedProduct(callerOf(request), id);
    await audited(db, audit(request, 'status', id), (trx) =>
      trx.updateTable('products').set({ status, updated_at: new Date() }).where('id', '=', id).execute(),
    );
  };

  const deleteProduct = async (request: FastifyRequest, id: string) => {
    await ownedProduct(callerOf(request), id);
    const files = await db.selectFrom('product_images').select('image_url').where('product_id', '=', id).execute();
    try {
      await audited(db, audit(request, 'delete', id), (trx) => trx.deleteFrom('products').where('id', '=', id).execute());
    } catch (err) {
      // Orders keep a foreign key to products that refuses this delete.
      if (isStillReferenced(err)) throw conflict('This product has orders and cannot be deleted.');
      throw err;
    }
    await removeAll(files.map((f) => f.image_url));
  };

  return async function register(app: FastifyInstance) {
    app.post(
      '/api/product-list',
      {
        config: {
          access: { permission: 'product_view' },
          doc: { tag: 'Products', summary: 'A page of products; non-staff see their own.', body: listBody },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const params = parseBody(listBody, request.body);
        const perPage = params.perPage === -1 ? 1000 : params.perPage;
        const userId = isStaff(caller) ? params.user_id : caller.userId;
        const { rows, count } = await findProductsPage(db, { ...params, user_id: userId }, params.page, perPage);
        return ok(PRODUCT_REPLIES.list, pageOf(rows, count, params.page, params.perPage));
      },
    );

    app.post(
      '/api/product-export',
      {
        config: {
          access: { permission: 'product_view' },
          doc: {
            tag: 'Products',
            summary: "Every matching row as a CSV file: the list's search, filters and sort and the same scope, without paging.",
            body: listBody,
          },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const params = parseBody(listBody, request.body);
        const rows = matchingProducts(db, { ...params, user_id: isStaff(caller) ? params.user_id : caller.userId })
          .innerJoin('users as u', 'u.id', 'products.user_id')
          .innerJoin('categories as c', 'c.id', 'products.category_id')
          .innerJoin('sub_categories as s', 's.id', 'products.sub_category_id')
          .innerJoin('units as un', 'un.id', 'products.unit_id')
          .select([
            'products.id',
            'products.name',
            'products.type',
            'products.quantity',
            'products.unit_price',
            'products.discount_unit_price',
            'products.tax_amount',
            'products.status',
            'products.created_at',
            'c.name as category',
            's.name as sub_category',
            'un.short_name as unit',
            'u.name as owner',
          ]);
        return sendCsv(
          reply,
          exportFileName('products'),
          PRODUCT_COLUMNS,
          keysetBatches((after, limit) => batchOf(rows, PRODUCT_KEY, after, limit).execute()),
        );
      },
    );

    for (const path of ['/api/single-product-info', '/api/edit-product-info']) {
      app.post(
        path,
        {
          config: {
            access: { permission: 'product_view' },
            doc: { tag: 'Products', summary: 'One product with its relations (`product_id` is accepted for `id`).', body: productIdBody },
          },
        },
        async (request) => {
          const body = (request.body ?? {}) as Record<string, unknown>;
          // The legacy server read product_id here while its client sent id: both are accepted.
          const { id } = parseBody(productIdBody, { id: body.id ?? body.product_id });
          await ownedProduct(callerOf(request), id);
          return ok(PRODUCT_REPLIES.one, await present(id));
        },
      );
    }

    app.post(
      '/api/product-create',
      {
        config: {
          access: { permission: 'product_create' },
          doc: {
            tag: 'Products',
            summary: 'Adds a product: `product_images[i][image_file]`, 10 at most.',
            body: productBody,
            multipart: true,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const form = await readForm(request);
        const values = await prepare(caller, parseBody(productBody, form.fields));
        if (form.images.length > MAX_IMAGES) throw validationFailed({ product_images: [`At most ${MAX_IMAGES} images.`] });
        const urls = await saveImages(form.images);
        try {
          const id = await audited(
            db,
            audit<string>(request, 'create', (newId) => newId),
            async (trx) => {
              const product = await trx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
              if (urls.length) {
                await trx
                  .insertInto('product_images')
                  .values(urls.map((image_url) => ({ product_id: product.id, user_id: values.user_id, image_url })))
                  .execute();
              }
              return product.id;
            },
          );
          return ok(PRODUCT_REPLIES.created, await present(id));
        } catch (err) {
          await removeAll(urls);
          throw err;
        }
      },
    );

    app.post(
      '/api/product-update',
      {
        config: {
          access: { permission: 'product_edit' },
          doc: {
            tag: 'Products',
            summary: 'Changes a product: `product_id` (or `id`) names it, `delete_images[]` removes pictures.',
            body: productBody.safeExtend({
              product_id: productIdBody.shape.id.optional(),
              id: productIdBody.shape.id.optional(),
              delete_images: deleteImagesField,
            }),
            multipart: true,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const form = await readForm(request);
        const { id } = parseBody(productIdBody, { id: form.fields.product_id ?? form.fields.id });
        const existing = await ownedProduct(caller, id);
        const input = parseBody(productBody, form.fields);
        const values = await prepare(
          caller,
          { ...input, user_id: isStaff(caller) ? (input.user_id ?? existing.user_id) : existing.user_id },
          id,
        );
        const deleteIds = parseBody(z.object({ delete_images: deleteImagesField }), form.fields).delete_images;
        const current = await db.selectFrom('product_images').select(['id', 'image_url']).where('product_id', '=', id).execute();
        const removed = current.filter((i) => deleteIds.includes(i.id));
        if (current.length - removed.length + form.images.length > MAX_IMAGES)
          throw validationFailed({ product_images: [`At most ${MAX_IMAGES} images.`] });
        const urls = await saveImages(form.images);
        try {
          await audited(db, audit(request, 'update', id), async (trx) => {
            await trx
              .updateTable('products')
              .set({ ...values, updated_at: new Date() })
              .where('id', '=', id)
              .execute();
            if (removed.length)
              await trx
                .deleteFrom('product_images')
                .where(
                  'id',
                  'in',
                  removed.map((i) => i.id),
                )
                .execute();
            if (urls.length) {
              await trx
                .insertInto('product_images')
                .values(urls.map((image_url) => ({ product_id: id, user_id: values.user_id, image_url })))
                .execute();
            }
          });
        } catch (err) {
          await removeAll(urls);
          throw err;
        }
        await removeAll(removed.map((i) => i.image_url));
        return ok(PRODUCT_REPLIES.updated, await present(id));
      },
    );

    app.post(
      '/api/product-update-status',
      {
        config: {
          access: { permission: 'product_edit' },
          doc: { tag: 'Products', summary: 'Sets Active or In-Active.', body: productStatusBody },
        },
      },
      async (request) => {
        const { product_id, status } = parseBody(productStatusBody, request.body);
        await setStatus(request, product_id, status);
        return ok(PRODUCT_REPLIES.status, { id: product_id, status });
      },
    );

    app.post(
      '/api/product-delete',
      {
        config: {
          access: { permission: 'product_delete' },
          doc: { tag: 'Products', summary: 'Deletes a product unless orders use it (409).', body: productIdBody },
        },
      },
      async (request) => {
        const { id } = parseBody(productIdBody, request.body);
        await deleteProduct(request, id);
        return ok(PRODUCT_REPLIES.deleted);
      },
    );

    app.post(
      '/api/product-bulk-status',
      {
        config: {
          access: { permission: 'product_edit' },
          doc: {
            tag: 'Products',
            summary: 'Sets the status of up to 100 products, each checked as one; the reply lists done and refused ids.',
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
      '/api/product-bulk-delete',
      {
        config: {
          access: { permission: 'product_delete' },
          doc: {
            tag: 'Products',
            summary: 'Deletes up to 100 products, each checked as one; the reply lists done and refused ids.',
            body: bulkIds,
          },
        },
      },
      async (request) => {
        const { ids } = parseBody(bulkIds, request.body);
        return eachRow(request.log, ids, (id) => deleteProduct(request, id));
      },
    );

    app.post(
      '/api/dropdown-user-product-list',
      {
        config: {
          access: { permission: 'product_view' },
          doc: { tag: 'Products', summary: 'Active products for a dropdown; own unless staff.', body: dropdownBody },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { category_id, sub_category_id } = parseBody(dropdownBody, request.body);
        const rows = await db
          .selectFrom('products')
          .select(['id', 'name'])
          .where('status', '=', 'Active')
          .$if(!isStaff(caller), (q) => q.where('user_id', '=', caller.userId))
          .$if(Boolean(category_id), (q) => q.where('category_id', '=', category_id!))
          .$if(Boolean(sub_category_id), (q) => q.where('sub_category_id', '=', sub_category_id!))
          .orderBy('name')
          .limit(5000)
          .execute();
        return ok(PRODUCT_REPLIES.list, rows);
      },
    );
  };
}
