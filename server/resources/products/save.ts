// What a product-create or product-update writes: the references checked, the prices worked out,
// the pictures stored (and removed again when the write fails).
import type { Kysely } from 'kysely';
import { MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES, type ProductInput } from '../../../schema/product';
import { isStaff, type Caller } from '../../auth/context';
import type { DB } from '../../db/types';
import { validationFailed } from '../../http/errors';
import type { UploadedImage } from '../../http/multipart';
import type { ImageStore } from '../../uploads/images';
import { ownerProblem } from '../users/owners';
import { computePrices, toPaise, toRupees } from './pricing';
import { findProductReferences, slugBase } from './queries';

/**
 * Checks references and the type rule, and computes prices and the owner: the one staff name, else
 * the product's own (an update) or the caller's (a create). Others' `user_id` is ignored. Run in
 * the write's transaction, which then holds the references it read (findProductReferences); run
 * before it, as a check only.
 */
export async function productValues(
  db: Kysely<DB>,
  caller: Caller,
  input: ProductInput,
  existing?: { id: string; user_id: string; store_id?: string | null },
) {
  const chosen = isStaff(caller) ? input.user_id : undefined;
  const [refs, ownerError] = await Promise.all([
    findProductReferences(db, input),
    chosen ? ownerProblem(db, 'product', chosen, existing?.user_id) : undefined,
  ]);
  const errors: Record<string, string[]> = {};
  const category = refs.category_name;
  if (category === null) errors.category_id = ['The selected category is invalid.'];
  if (refs.sub_category_name === null) errors.sub_category_id = ['The selected sub category is invalid.'];
  else if (category !== null && !refs.sub_category_in_category) errors.sub_category_id = [PRODUCT_MESSAGES.subCategoryMismatch];
  if (refs.unit_id === null) errors.unit_id = ['The selected unit is invalid.'];
  if (input.tax_id && refs.tax_percentage === null) errors.tax_id = ['The selected tax is invalid.'];
  if (ownerError) errors.user_id = [ownerError];
  if (input.type === 'Rent' && category !== null && category.toLowerCase() !== 'machinery')
    errors.type = [PRODUCT_MESSAGES.rentOnlyMachinery];
  if (Object.keys(errors).length) throw validationFailed(errors);

  const prices = computePrices({
    unitPrice: toPaise(input.unit_price),
    discountType: input.discount_type,
    discount: input.discount_type === 'Fixed' ? toPaise(input.discount) : input.discount,
    taxType: input.tax_type,
    taxPercentage: refs.tax_percentage === null ? 0 : Number(refs.tax_percentage),
  });
  const userId = chosen ?? existing?.user_id ?? caller.userId;
  return {
    user_id: userId,
    // The marketplace's store of the product: kept when a save leaves it out, as the admin's form does.
    store_id: input.store_id ?? existing?.store_id ?? null,
    name: input.name,
    // Numbered by the write (numberedSlug), where no other writer of the base can come between.
    slug_base: slugBase([input.name, category!, refs.sub_category_name!]),
    description: input.description,
    category_id: input.category_id,
    sub_category_id: input.sub_category_id,
    type: input.type,
    discount_type: input.discount_type,
    discount: input.discount,
    tax_type: input.tax_type,
    tax_id: input.tax_id ?? null,
    // As asked: the write decides it with the owner's approval (insertProduct, updateProduct).
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
}

/** Refuses a product that would hold more than MAX_PRODUCT_IMAGES pictures. */
export const checkImageCount = (count: number) => {
  if (count > MAX_PRODUCT_IMAGES) throw validationFailed({ product_images: [`At most ${MAX_PRODUCT_IMAGES} images.`] });
};

/** Writes new image files; if anything after fails, they are removed again. */
export const productImageFiles = (images: ImageStore) => ({
  save: async (uploads: UploadedImage[]) => {
    const stray = uploads.find((u) => !/^product_images(\[\d+\])?(\[image_file\])?$/.test(u.field));
    if (stray) throw validationFailed({ [stray.field]: ['No file is expected here.'] });
    return Promise.all(uploads.map((u) => images.save('products', u.bytes, u.ext)));
  },
  removeAll: (urls: (string | null)[]) => Promise.all(urls.map((u) => images.remove(u))),
});
