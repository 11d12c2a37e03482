import { startTestApi, type TestApi } from './api';

// The geography suites' app, accounts, India and a valid country form; tests/api/geography.test.ts
// runs them in order on one app.

export let api: TestApi;
export let admin: string;
export let vendor: string;
export let india: { id: string };

/** Starts the app and makes the accounts and rows the suites share. */
export async function startGeographyApi() {
  api = await startTestApi();
  admin = await api.login();
  const v = await api.createUser({ email: 'vendor@test.local', role: 'Vendor' });
  vendor = await api.login(v.email!, v.password);
  india = (await api.post('/api/dropdown-country-list', {}, admin)).body.data.find((c: { name: string }) => c.name === 'India');
}

export const validCountry = (fields: Record<string, string | number> = {}) => ({
  name: 'Atlantis',
  iso3: 'ATL',
  iso2: 'XA',
  numeric_code: 999,
  phone_code: '999',
  capital: 'Poseidonia',
  currency: 'ATD',
  currency_name: 'Atlantean dollar',
  currency_symbol: 'Ⱥ',
  region: 'Oceans',
  nationality: 'Atlantean',
  timezones: '[{"zoneName":"Atlantic/Azores"}]',
  latitude: 31.5,
  longitude: -24.25,
  emoji: '🌊',
  emojiU: 'U+1F30A',
  country_type: 'yes',
  ...fields,
});
