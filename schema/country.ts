import { z } from 'zod';
import { defineEntity, field } from './registry';

const EMOJI = /^(\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic})*\uFE0F?)$/u;
// Imported flags carry two code points ("U+1F1EE U+1F1F3"), so a space-separated sequence is valid.
const EMOJI_U = /^U\+[0-9A-F]{4,6}( U\+[0-9A-F]{4,6})*$/;

const letters = (n: number) =>
  field.text(`Must be ${n} alphabetic characters`, {
    max: n,
    pattern: [new RegExp(`^[A-Za-z]{${n}}$`), `Must be ${n} alphabetic characters`],
  });

const jsonArray = z.string({ error: 'Timezones must be a valid JSON array' }).refine((text) => {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}, 'Timezones must be a valid JSON array');

// One or more phone codes ("91", "1-684"), given as a list or comma-separated; stored joined.
const phoneCodes = z
  .union([z.array(z.string()), z.string()], { error: 'Phone Code is required' })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((c) => c.trim().replace(/^\+/, '')).filter(Boolean))
  .refine((codes) => codes.length > 0, 'Phone Code is required')
  .refine((codes) => codes.every((c) => /^[0-9]{1,4}(-[0-9]{1,4})?$/.test(c)), 'Phone Code must be digits, e.g. 91 or 1-684')
  .transform((codes) => codes.join(','));

const NUMERIC_CODE = 'Numeric code must be a number between 0 and 999';
const numericCode = field.number(NUMERIC_CODE, 0, 999, NUMERIC_CODE, { integer: true, digits: 3 }).rule;

export const country = defineEntity({
  name: 'country',
  resource: 'countries',
  route: 'lookup/country',
  table: 'countries',
  subject: 'country',
  menu: 'lookup',
  fields: {
    name: field.text('Name is required', { max: 100 }),
    iso3: letters(3),
    iso2: letters(2),
    // Kept as three digits ("004"), as ISO 3166 writes it.
    numeric_code: { kind: 'text', rule: numericCode, required: true },
    phone_code: { kind: 'list', rule: phoneCodes, required: true },
    capital: field.text('Capital is required', { max: 100 }),
    currency: field.text('Currency is required', { max: 10 }),
    currency_name: field.text('Currency Name is required', { max: 100 }),
    currency_symbol: field.text('Currency Symbol is required', { max: 10 }),
    region: field.text('Region is required', { max: 100 }),
    nationality: field.text('Nationality is required', { max: 100 }),
    timezones: field.json(jsonArray),
    latitude: field.latitude(),
    longitude: field.longitude(),
    emoji: field.text('Must be a valid emoji character', { max: 16, pattern: [EMOJI, 'Must be a valid emoji character'] }),
    emojiU: field.text('Must be a valid Unicode emoji (e.g., U+1F600)', {
      max: 40,
      pattern: [EMOJI_U, 'Must be a valid Unicode emoji (e.g., U+1F600)'],
    }),
    country_type: field.deleteFlag(),
  },
  list: ['name', 'iso3', 'iso2', 'phone_code', 'currency', 'currency_symbol', 'region', 'nationality', 'emoji', 'latitude', 'longitude'],
  // The country table: 'Iso3 - Iso2', 'Currency(Symbol)', 'Region - Nationality'.
  columns: [
    'name',
    { name: 'iso3_iso2', fields: ['iso3', 'iso2'], format: '{iso3} - {iso2}' },
    'phone_code',
    { name: 'currency_with_symbol', fields: ['currency', 'currency_symbol'], format: '{currency}({currency_symbol})' },
    { name: 'region_nationality', fields: ['region', 'nationality'], format: '{region} - {nationality}' },
    'emoji',
    'latitude',
    'longitude',
  ],
  search: ['name', 'iso3', 'iso2'],
  filters: [],
  sort: { field: 'name', order: 'ASC' },
  deleteFlag: 'country_type',
  // The spec's country table has no actions column: countries are never deleted from the UI.
  canDelete: false,
  unique: [
    { fields: ['name'], message: 'Country Already available!' },
    { fields: ['iso2'], message: 'Country Already available!' },
    { fields: ['iso3'], message: 'Country Already available!' },
  ],
  inUse: [
    { table: 'states', column: 'country_id', message: 'If the country already uses any user, please do not delete it!' },
    { table: 'user_addresses', column: 'country_id', message: 'If the country already uses any user, please do not delete it!' },
  ],
  dropdown: { fields: ['id', 'name', 'iso2', 'phone_code'], filters: [] },
  messages: {
    list: 'Countries List get successfully.',
    created: 'Country created successfully.',
    updated: 'Country updated successfully.',
    deleted: 'Country deleted successfully.',
    notFound: 'Country not found.',
  },
  multipart: true,
  paths: { create: 'country-create', update: 'country-update' },
});
