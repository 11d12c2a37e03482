import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { loose, type LooseRow } from '../db/loose';
import fallbackTimezones from './data/timezones-fallback.json';

// Countries, India's states and cities from @countrystatecity/countries (dr5hn, ODbL 1.0),
// read from the package's JSON at seed time; nothing is fetched at run time.

const require = createRequire(import.meta.url);
const dataDir = path.dirname(require.resolve('@countrystatecity/countries/data/countries.json'));
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as T;

interface SourceCountry {
  name: string;
  iso2: string;
  iso3: string;
  numeric_code: string;
  phonecode: string;
  capital: string;
  currency: string;
  currency_name: string;
  currency_symbol: string;
  region: string;
  nationality: string;
  latitude: string;
  longitude: string;
  emoji: string;
  emojiU: string;
}
interface SourcePlace {
  name: string;
  iso2?: string;
  type?: string;
  latitude: string | null;
  longitude: string | null;
}

/** The package names folders `<Name>-<ISO2>`; find them by the code, which is stable. */
function folderOf(parent: string, code: string): string | undefined {
  return fs.readdirSync(path.join(dataDir, parent)).find((d) => d.endsWith(`-${code}`));
}

function timezonesOf(iso2: string, folder: string | undefined): unknown[] {
  const meta = folder && path.join(folder, 'meta.json');
  if (meta && fs.existsSync(path.join(dataDir, meta))) return readJson<{ timezones?: unknown[] }>(meta).timezones ?? [];
  return (fallbackTimezones as Record<string, unknown[]>)[iso2] ?? [];
}

const coordinate = (value: string | null) => (value === null || value === '' ? 0 : Number(value));

async function insertChunks(db: Kysely<DB>, table: string, rows: LooseRow[], size = 1000) {
  const ldb = loose(db);
  for (let i = 0; i < rows.length; i += size) {
    await ldb
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export interface ReferenceCounts {
  countries: number;
  states: number;
  cities: number;
}

/** Imports the reference data; rows that exist already are kept as they are (idempotent). */
export async function seedReferenceData(db: Kysely<DB>): Promise<ReferenceCounts> {
  return db.transaction().execute(async (trx) => {
    const countries = readJson<SourceCountry[]>('countries.json');
    await insertChunks(
      trx,
      'countries',
      countries.map((c) => ({
        name: c.name,
        iso2: c.iso2,
        iso3: c.iso3,
        numeric_code: c.numeric_code.padStart(3, '0'),
        phone_code: c.phonecode.replace(/^\+/, ''),
        capital: c.capital ?? '',
        currency: c.currency ?? '',
        currency_name: c.currency_name ?? '',
        currency_symbol: c.currency_symbol ?? '',
        region: c.region ?? '',
        nationality: c.nationality ?? '',
        timezones: JSON.stringify(timezonesOf(c.iso2, folderOf('.', c.iso2))),
        latitude: coordinate(c.latitude),
        longitude: coordinate(c.longitude),
        emoji: c.emoji,
        emojiU: c.emojiU,
        country_type: 'no',
      })),
    );

    const india = await trx.selectFrom('countries').select('id').where('iso2', '=', 'IN').executeTakeFirstOrThrow();
    const indiaFolder = folderOf('.', 'IN')!;
    const states = readJson<SourcePlace[]>(path.join(indiaFolder, 'states.json'));
    await insertChunks(
      trx,
      'states',
      states.map((s) => ({
        country_id: india.id,
        name: s.name,
        state_code: s.iso2,
        type: s.type === 'union territory' ? 'Union territory' : 'state',
        latitude: coordinate(s.latitude),
        longitude: coordinate(s.longitude),
        state_type: 'no',
      })),
    );

    const stateRows = await trx.selectFrom('states').select(['id', 'state_code']).where('country_id', '=', india.id).execute();
    const cities: LooseRow[] = [];
    for (const s of states) {
      const folder = folderOf(indiaFolder, s.iso2!);
      const file = folder && path.join(indiaFolder, folder, 'cities.json');
      const stateId = stateRows.find((r) => r.state_code === s.iso2)?.id;
      if (!file || !stateId || !fs.existsSync(path.join(dataDir, file))) continue;
      for (const c of readJson<SourcePlace[]>(file)) {
        cities.push({
          country_id: india.id,
          state_id: stateId,
          name: c.name,
          latitude: coordinate(c.latitude),
          longitude: coordinate(c.longitude),
          city_type: 'no',
        });
      }
    }
    await insertChunks(trx, 'cities', cities);
    // Fresh statistics, so the planner uses the search and sort indexes from the first request.
    await sql`ANALYZE countries, states, cities`.execute(trx);
    return { countries: countries.length, states: states.length, cities: cities.length };
  });
}

/** Seeds the reference data when the database has none (the first start). */
export async function seedReferenceDataIfEmpty(db: Kysely<DB>): Promise<ReferenceCounts | undefined> {
  const any = await db.selectFrom('countries').select('id').limit(1).executeTakeFirst();
  return any ? undefined : seedReferenceData(db);
}
