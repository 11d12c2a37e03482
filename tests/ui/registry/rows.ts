// Rows for the fake lookup API (lookupApi.ts), shaped like the server's.
import type { Row } from '../lookupApi';

const uuid = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const INDIA_ID = uuid(1);
export const NEPAL_ID = uuid(2);
export const GOA_ID = uuid(11);
export const KERALA_ID = uuid(12);
export const BAGMATI_ID = uuid(13);

const country = (id: string, fields: Record<string, unknown>): Row => ({
  id,
  numeric_code: '356',
  capital: 'Capital',
  currency_name: 'Currency',
  timezones: '[{"zoneName":"Asia/Kolkata"}]',
  emojiU: 'U+1F1EE U+1F1F3',
  country_type: 'no',
  ...fields,
});

export const countries: Row[] = [
  country(INDIA_ID, {
    name: 'India',
    iso3: 'IND',
    iso2: 'IN',
    phone_code: ['91'],
    currency: 'INR',
    currency_symbol: '₹',
    region: 'Asia',
    nationality: 'Indian',
    emoji: '🇮🇳',
    latitude: 20,
    longitude: 77,
  }),
  country(NEPAL_ID, {
    name: 'Nepal',
    iso3: 'NPL',
    iso2: 'NP',
    phone_code: ['977'],
    currency: 'NPR',
    currency_symbol: 'रु',
    region: 'Asia',
    nationality: 'Nepali',
    emoji: '🇳🇵',
    latitude: 28,
    longitude: 84,
    numeric_code: '524',
  }),
  country(uuid(3), {
    name: 'American Samoa',
    iso3: 'ASM',
    iso2: 'AS',
    phone_code: ['1', '1-684'],
    currency: 'USD',
    currency_symbol: '$',
    region: 'Oceania',
    nationality: 'American Samoan',
    emoji: '🇦🇸',
    latitude: -14.33,
    longitude: -170,
    country_type: 'yes',
  }),
];

export const states: Row[] = [
  { id: GOA_ID, country_id: INDIA_ID, name: 'Goa', state_code: 'GA', type: 'state', latitude: 15.3, longitude: 74.1, state_type: 'no' },
  {
    id: KERALA_ID,
    country_id: INDIA_ID,
    name: 'Kerala',
    state_code: 'KL',
    type: 'state',
    latitude: 10.8,
    longitude: 76.2,
    state_type: 'yes',
  },
  {
    id: BAGMATI_ID,
    country_id: NEPAL_ID,
    name: 'Bagmati',
    state_code: 'BA',
    type: 'state',
    latitude: 27.7,
    longitude: 85.3,
    state_type: 'yes',
  },
];

export const cities: Row[] = [
  { id: uuid(21), country_id: INDIA_ID, state_id: GOA_ID, name: 'Panaji', latitude: 15.49, longitude: 73.82, city_type: 'no' },
  { id: uuid(22), country_id: INDIA_ID, state_id: GOA_ID, name: 'Margao', latitude: 15.27, longitude: 73.95, city_type: 'yes' },
  { id: uuid(23), country_id: INDIA_ID, state_id: KERALA_ID, name: 'Kochi', latitude: 9.93, longitude: 76.26, city_type: 'yes' },
];

/** `count` categories named Category 01, 02 ...; every third one protected (flag 'no'). */
export const categories = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: uuid(100 + i),
    name: `Category ${String(i + 1).padStart(2, '0')}`,
    description: `Description ${i + 1}`,
    category_type: i % 3 === 2 ? 'no' : 'yes',
    category_url: null,
  }));
