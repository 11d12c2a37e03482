import type { Transaction } from 'kysely';
import type { ApprovalStatus } from '../../../schema/approval';
import { isTypeFor } from '../../../schema/user';
import type { DB } from '../../db/types';
import { validationFailed } from '../../http/errors';
import type { FormBody } from '../../http/multipart';
import type { ImageStore } from '../../uploads/images';
import { saveAddress, type resolveAddress } from './addresses';

export const isTypeFlags = (isType: 'Buyer' | 'Seller' | 'Labor') => ({
  is_type: isType,
  is_buyer: isType === 'Buyer',
  is_seller: isType === 'Seller',
  is_labor: isType === 'Labor',
});

export interface NewAccount {
  name: string;
  email: string;
  gender: 'Male' | 'Female' | 'Other';
  account_type: 'User' | 'Vendor' | 'Labor' | 'Admin';
  phone_code: string;
  phone: string;
  secondary_number?: string;
  date_of_birth?: string;
  is_type: 'Buyer' | 'Seller' | 'Labor';
}

/** The profile's columns as a form gives them, for an insert or an update. */
export const profileColumns = <T extends string>(input: Omit<NewAccount, 'account_type'> & { account_type: T }) => ({
  name: input.name,
  email: input.email,
  gender: input.gender,
  account_type: input.account_type,
  phone_code: input.phone_code,
  phone: input.phone,
  secondary_number: input.secondary_number ?? null,
  date_of_birth: input.date_of_birth ?? null,
  ...isTypeFlags(isTypeFor(input.account_type, input.is_type)),
});

/** Inserts a user and their address in the caller's transaction; returns the new id. */
export async function insertAccount(
  trx: Transaction<DB>,
  input: NewAccount,
  extra: {
    roleId: string;
    passwordHash: string;
    imageUrl?: string;
    address: Awaited<ReturnType<typeof resolveAddress>>;
    /** Only a self-registered seller or labourer waits (schema/approval.ts); staff-made accounts are approved. */
    approval?: ApprovalStatus;
  },
): Promise<string> {
  const user = await trx
    .insertInto('users')
    .values({
      ...profileColumns(input),
      image_url: extra.imageUrl ?? null,
      password_hash: extra.passwordHash,
      role_id: extra.roleId,
      approval_status: extra.approval ?? 'Approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await saveAddress(trx, user.id, extra.address);
  return user.id;
}

/** Stores the form's photo (field `image` or `profile_image`) and runs the write; a failed write leaves no file. */
export async function withPhoto<T>(images: ImageStore, form: FormBody, write: (imageUrl: string | undefined) => Promise<T>): Promise<T> {
  const image = form.images.find((i) => i.field === 'image' || i.field === 'profile_image');
  const stray = form.images.find((i) => i !== image);
  if (stray) throw validationFailed({ [stray.field]: ['No file is expected here.'] });
  const url = image ? await images.save('users', image.bytes, image.ext) : undefined;
  try {
    return await write(url);
  } catch (err) {
    await images.remove(url);
    throw err;
  }
}
