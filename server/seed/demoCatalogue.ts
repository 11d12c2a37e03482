import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { computePrices, toRupees, type PriceInput } from '../resources/products/pricing';
import type { ImageStore } from '../uploads/images';
import type { DemoRandom } from './demoRandom';
import { solidPng } from './png';

// What the demo accounts offer and say: the catalogue of products with their images, the buyers'
// bookmarks and reviews, and the labourers' work with its days.

const CATALOGUE: Record<string, { colour: [number, number, number]; subs: Record<string, string[]> }> = {
  Vegetables: { colour: [67, 160, 71], subs: { Leafy: ['Spinach', 'Fenugreek', 'Coriander'], Roots: ['Carrot', 'Radish', 'Beetroot'] } },
  Fruits: { colour: [251, 140, 0], subs: { Seasonal: ['Alphonso Mango', 'Litchi', 'Guava'], Citrus: ['Kinnow', 'Sweet Lime'] } },
  Grains: { colour: [191, 144, 0], subs: { Rice: ['Basmati Rice', 'Sona Masoori'], Wheat: ['Sharbati Wheat', 'Lokwan Wheat'] } },
  Pulses: { colour: [141, 110, 99], subs: { Lentils: ['Toor Dal', 'Masoor Dal', 'Moong Dal'] } },
  Machinery: {
    colour: [84, 110, 122],
    subs: { Tractors: ['45 HP Tractor', 'Mini Tractor'], Harvesters: ['Combine Harvester'], Tools: ['Rotavator', 'Seed Drill'] },
  },
};
const REVIEWS = [
  'Fresh and well packed.',
  'Good quality, will buy again.',
  'Delivered on time.',
  'Price is fair for the quality.',
  'Average, a few pieces were damaged.',
];
const WORK = [
  ['Harvesting', 'Paddy and wheat harvesting, team of four'],
  ['Tractor Driver', 'Ploughing and rotavator work'],
  ['Sowing and Weeding', 'Vegetable plots, daily wages'],
];

export interface DemoProduct {
  id: string;
  name: string;
  user_id: string;
  category_id: string;
  sub_category_id: string;
  pricing: PriceInput;
}
type Account = { id: string; name: string };

/** Every image the demo's rows name, one file per row, by category, sub-category, product and labourer. */
export interface DemoPictures {
  categories: Map<string, string>;
  subCategories: Map<string, string>;
  products: Map<string, [string, string]>;
  labours: string[];
}

/**
 * Saves the demo's images, before the transaction that writes its rows: the upload store may be
 * the database itself, on a connection of its own. Files of a demo whose rows roll back are named
 * by no row, and the start-up sweep sets them aside (server/uploads/sweep.ts).
 */
export async function saveDemoPictures(images: ImageStore, labourers: number): Promise<DemoPictures> {
  const pictures: DemoPictures = { categories: new Map(), subCategories: new Map(), products: new Map(), labours: [] };
  for (const [categoryName, { colour, subs }] of Object.entries(CATALOGUE)) {
    pictures.categories.set(categoryName, await images.save('categories', solidPng(colour, 48), 'png'));
    const shade = (d: number): [number, number, number] => [
      Math.min(255, colour[0] + d),
      Math.min(255, colour[1] + d),
      Math.min(255, colour[2] + d),
    ];
    for (const [subName, items] of Object.entries(subs)) {
      pictures.subCategories.set(`${categoryName}/${subName}`, await images.save('sub_categories', solidPng(colour, 32), 'png'));
      for (const name of items) {
        pictures.products.set(name, [
          await images.save('products', solidPng(shade(0), 64), 'png'),
          await images.save('products', solidPng(shade(40), 64), 'png'),
        ]);
      }
    }
  }
  for (let i = 0; i < labourers; i++) pictures.labours.push(await images.save('labours', solidPng([121, 85, 72], 48), 'png'));
  return pictures;
}

/** The categories, sub-categories and products of CATALOGUE, sold by the vendors. */
export async function seedDemoProducts(db: Kysely<DB>, pictures: DemoPictures, rnd: DemoRandom, vendors: Account[]) {
  const units = await db.selectFrom('units').select(['id', 'short_name']).execute();
  const taxes = await db.selectFrom('taxes').select(['id', 'tax_percentage']).execute();
  const kg = units.find((u) => u.short_name === 'kg')!.id;
  const piece = units.find((u) => u.short_name === 'pc')!.id;
  const products: DemoProduct[] = [];
  for (const [categoryName, { subs }] of Object.entries(CATALOGUE)) {
    const category = await db
      .insertInto('categories')
      .values({
        name: categoryName,
        description: `${categoryName} from farms across India`,
        category_url: pictures.categories.get(categoryName)!,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!category) continue;
    for (const [subName, items] of Object.entries(subs)) {
      const sub = await db
        .insertInto('sub_categories')
        .values({
          category_id: category.id,
          name: subName,
          description: `${subName} (${categoryName})`,
          sub_category_url: pictures.subCategories.get(`${categoryName}/${subName}`)!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const name of items) {
        const machinery = categoryName === 'Machinery';
        const owner = machinery ? vendors[3] : rnd.pick(vendors.slice(0, 3));
        const unitPrice = machinery ? rnd.int(800, 4000) * 100 : rnd.int(20, 180) * 100;
        const discount = rnd.int(0, 2) === 0 ? 0 : rnd.int(1, 15);
        const tax = rnd.pick(taxes);
        const rent = machinery && rnd.next() < 0.6;
        // Grain is sold at prices that include GST; the rest add it on top.
        const taxType = categoryName === 'Grains' ? 'Inclusive' : 'Exclusive';
        const pricing: PriceInput = { unitPrice, discountType: 'Percentage', discount, taxType, taxPercentage: Number(tax.tax_percentage) };
        const prices = computePrices(pricing);
        const product = await db
          .insertInto('products')
          .values({
            user_id: owner.id,
            store_id: null,
            comment: '',
            status: 'Active',
            name,
            slug: `${name}-${randomBytes(3).toString('hex')}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
            description: `${name} offered by ${owner.name}.`,
            category_id: category.id,
            sub_category_id: sub.id,
            type: rent ? 'Rent' : 'Seller',
            duration: rent ? rnd.int(4, 12) : 0,
            discount_type: 'Percentage',
            discount,
            tax_type: taxType,
            tax_id: tax.id,
            quantity: rnd.int(5, 500),
            unit_price: toRupees(unitPrice),
            discount_unit_price: toRupees(prices.discountUnitPrice),
            tax_amount: toRupees(prices.taxAmount),
            unit_id: machinery ? piece : kg,
            latitude: 18 + rnd.next() * 10,
            longitude: 73 + rnd.next() * 5,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const [front, side] = pictures.products.get(name)!;
        await db
          .insertInto('product_images')
          .values([
            { product_id: product.id, user_id: owner.id, image_url: front },
            { product_id: product.id, user_id: owner.id, image_url: side },
          ])
          .execute();
        products.push({ id: product.id, name, user_id: owner.id, category_id: category.id, sub_category_id: sub.id, pricing });
      }
    }
  }
  return products;
}

/** Each buyer bookmarks a few products and reviews two of them. */
export async function seedDemoFeedback(db: Kysely<DB>, rnd: DemoRandom, buyers: Account[], products: DemoProduct[]) {
  for (const buyer of buyers) {
    const liked = new Set(Array.from({ length: 4 }, () => rnd.pick(products).id));
    await db
      .insertInto('product_bookmarks')
      .values([...liked].map((product_id) => ({ user_id: buyer.id, product_id })))
      .execute();
    await db
      .insertInto('reviews')
      .values(
        [...liked]
          .slice(0, 2)
          .map((product_id) => ({ user_id: buyer.id, product_id, rating: rnd.int(5, 10) / 2, review: rnd.pick(REVIEWS) })),
      )
      .execute();
  }
}

/** Each labourer offers one kind of work, Monday to Friday. */
export async function seedDemoLabour(db: Kysely<DB>, pictures: DemoPictures, labourers: Account[]) {
  for (const [i, labourer] of labourers.entries()) {
    const [title, description] = WORK[i % WORK.length];
    const labour = await db
      .insertInto('labours')
      .values({
        user_id: labourer.id,
        labor_name: labourer.name,
        work_title: title,
        phone: String(9700000000 + i),
        description,
        image_url: pictures.labours[i],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('labour_day_workings')
      .values(
        [1, 2, 3, 4, 5].map((day) => ({
          labour_id: labour.id,
          day_number: day,
          day_name: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][day],
          start_time: '08:00',
          end_time: '17:00',
          break_minute: 60,
          working_minutes: 480,
          per_hour_amount: 80 + 10 * i,
          day_amount: (480 * (80 + 10 * i)) / 60,
        })),
      )
      .execute();
  }
}
