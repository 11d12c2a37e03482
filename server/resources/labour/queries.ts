import { sql, type Kysely, type Transaction } from 'kysely';
import { labour, type LabourStatus } from '../../../schema/labour';
import type { DB } from '../../db/types';
import type { SortKey } from '../../export/keyset';
import { likePattern } from '../../db/paging';
import { listingStatusOf } from '../approval/listings';

// The labour listings' SQL: which rows a caller sees, a listing with its images and days, and the
// writes of create, update, status and delete (each run inside the route's audited transaction).

type Db = Kysely<DB>;

/** A working day as it is stored: the row's checked values and what they come to. */
export interface StoredDay {
  day_number: number;
  day_name: string;
  start_time: string;
  end_time: string;
  break_minute: number;
  per_hour_amount: number;
  working_minutes: number;
  day_amount: number;
}

/** The listing's own columns a create or update writes. */
export interface LabourColumns {
  user_id: string;
  labor_name: string;
  work_title: string;
  phone: string;
  status: LabourStatus;
  description: string;
}

/** The export's order: newest first, as the list. */
export const LABOUR_KEY: SortKey = { column: 'labours.created_at', type: 'timestamptz', id: 'labours.id', order: 'desc' };

/** The listings of one owner (or every owner's when `userId` is not given) matching the search. */
export function matchingLabour(db: Db, filters: { userId?: string; search?: string }) {
  const search = filters.search?.trim();
  return db
    .selectFrom('labours')
    .$if(Boolean(filters.userId), (q) => q.where('labours.user_id', '=', filters.userId!))
    .$if(Boolean(search), (q) => {
      const pattern = likePattern(search!);
      return q.where((eb) => eb.or(labour.search.map((c) => eb(`labours.${c}`, 'ilike', pattern))));
    });
}

/** The export's rows: the listing's columns and its owner's name. */
export const labourExportRows = (listings: ReturnType<typeof matchingLabour>) =>
  listings
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

export const findLabourById = (db: Db, id: string) =>
  db.selectFrom('labours').select(['id', 'user_id', 'image_url']).where('id', '=', id).executeTakeFirst();

/** Listings with their owner, work images and working days, in the order of `ids`. */
export async function labourWithRelations(db: Db, ids: string[]) {
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
        work_images: imageRows.filter((i) => i.labour_id === id).map((i) => ({ id: i.id, labor_id: i.labour_id, image_url: i.image_url })),
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
}

/** The owner's listing with this phone and work title (any case), if there is one. */
export const findDuplicateLabour = async (db: Db, userId: string, phone: string, workTitle: string) =>
  (
    await db
      .selectFrom('labours')
      .select('id')
      .where('user_id', '=', userId)
      .where('phone', '=', phone)
      .where((eb) => eb(eb.fn('lower', ['work_title']), '=', workTitle.toLowerCase()))
      .executeTakeFirst()
  )?.id;

export const labourImagesOf = (db: Db, labourId: string) =>
  db.selectFrom('labour_images').select(['id', 'image_url']).where('labour_id', '=', labourId).execute();

const addDays = (db: Db, labourId: string, days: StoredDay[]) =>
  db
    .insertInto('labour_day_workings')
    .values(days.map((d) => ({ ...d, labour_id: labourId })))
    .execute();

const addImages = async (db: Db, labourId: string, urls: string[]) => {
  if (urls.length)
    await db
      .insertInto('labour_images')
      .values(urls.map((image_url) => ({ labour_id: labourId, image_url })))
      .execute();
};

/** A new listing with its days and work images; its id. */
export async function insertLabour(
  db: Transaction<DB>,
  columns: LabourColumns,
  imageUrl: string | null,
  days: StoredDay[],
  workUrls: string[],
) {
  const { id } = await db
    .insertInto('labours')
    .values({ ...columns, status: listingStatusOf(columns.user_id, columns.status), image_url: imageUrl })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addDays(db, id, days);
  await addImages(db, id, workUrls);
  return id;
}

/**
 * A listing's new values: the days sent are the whole week (the others go), the images in
 * `removedImageIds` go and `workUrls` are added; `imageUrl` undefined keeps the profile image.
 */
export async function updateLabour(
  db: Transaction<DB>,
  id: string,
  change: {
    columns: LabourColumns;
    imageUrl?: string | null;
    days: StoredDay[];
    removedImageIds: string[];
    workUrls: string[];
    /** The version the save writes (server/audit/versions.ts). */
    updatedAt: Date;
  },
) {
  await db
    .updateTable('labours')
    .set({
      ...change.columns,
      status: listingStatusOf(change.columns.user_id, change.columns.status),
      updated_at: change.updatedAt,
      ...(change.imageUrl !== undefined ? { image_url: change.imageUrl } : {}),
    })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('labour_day_workings').where('labour_id', '=', id).execute();
  await addDays(db, id, change.days);
  if (change.removedImageIds.length) await db.deleteFrom('labour_images').where('id', 'in', change.removedImageIds).execute();
  await addImages(db, id, change.workUrls);
}

export const setLabourStatus = (db: Db, id: string, status: LabourStatus, updatedAt: Date) =>
  db.updateTable('labours').set({ status, updated_at: updatedAt }).where('id', '=', id).execute();

export const deleteLabourRow = (db: Db, id: string) => db.deleteFrom('labours').where('id', '=', id).execute();
