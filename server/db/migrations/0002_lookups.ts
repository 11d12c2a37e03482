import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Lookup tables of the schema registry. Foreign keys RESTRICT: nothing is ever cascade-deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    sql`
      CREATE TABLE categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        category_type text NOT NULL DEFAULT 'yes' CHECK (category_type IN ('yes', 'no')),
        category_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE UNIQUE INDEX categories_name_unique ON categories (lower(name))`,
    sql`
      CREATE TABLE sub_categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        category_id uuid NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        sub_category_type text NOT NULL DEFAULT 'yes' CHECK (sub_category_type IN ('yes', 'no')),
        sub_category_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE UNIQUE INDEX sub_categories_name_unique ON sub_categories (category_id, lower(name))`,
    sql`
      CREATE TABLE countries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        iso3 char(3) NOT NULL,
        iso2 char(2) NOT NULL,
        numeric_code char(3) NOT NULL,
        phone_code text NOT NULL,
        capital text NOT NULL DEFAULT '',
        currency text NOT NULL DEFAULT '',
        currency_name text NOT NULL DEFAULT '',
        currency_symbol text NOT NULL DEFAULT '',
        region text NOT NULL DEFAULT '',
        nationality text NOT NULL DEFAULT '',
        timezones text NOT NULL DEFAULT '[]',
        latitude numeric(10, 8) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude numeric(11, 8) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        emoji text NOT NULL DEFAULT '',
        "emojiU" text NOT NULL DEFAULT '',
        country_type text NOT NULL DEFAULT 'yes' CHECK (country_type IN ('yes', 'no')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE UNIQUE INDEX countries_name_unique ON countries (lower(name))`,
    sql`CREATE UNIQUE INDEX countries_iso2_unique ON countries (lower(iso2))`,
    sql`
      CREATE TABLE states (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        country_id uuid NOT NULL REFERENCES countries (id) ON DELETE RESTRICT,
        name text NOT NULL,
        state_code varchar(10) NOT NULL,
        type text NOT NULL DEFAULT 'state' CHECK (type IN ('state', 'Union territory')),
        latitude numeric(10, 8) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude numeric(11, 8) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        state_type text NOT NULL DEFAULT 'yes' CHECK (state_type IN ('yes', 'no')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE UNIQUE INDEX states_name_unique ON states (country_id, lower(name))`,
    sql`CREATE INDEX states_country_name ON states (country_id, name)`,
    sql`
      CREATE TABLE cities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        country_id uuid NOT NULL REFERENCES countries (id) ON DELETE RESTRICT,
        state_id uuid NOT NULL REFERENCES states (id) ON DELETE RESTRICT,
        name text NOT NULL,
        latitude numeric(10, 8) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude numeric(11, 8) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        city_type text NOT NULL DEFAULT 'yes' CHECK (city_type IN ('yes', 'no')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE UNIQUE INDEX cities_name_unique ON cities (state_id, lower(name))`,
    sql`CREATE INDEX cities_country_state_name ON cities (country_id, state_id, name)`,
    sql`CREATE INDEX cities_name ON cities (name, id)`,
    // Case-insensitive substring search (ILIKE '%term%') walks these trigram indexes.
    sql`CREATE INDEX categories_search ON categories USING gin (name gin_trgm_ops, description gin_trgm_ops)`,
    sql`CREATE INDEX sub_categories_search ON sub_categories USING gin (name gin_trgm_ops, description gin_trgm_ops)`,
    sql`CREATE INDEX countries_search ON countries USING gin (name gin_trgm_ops)`,
    sql`CREATE INDEX states_search ON states USING gin (name gin_trgm_ops)`,
    sql`CREATE INDEX cities_search ON cities USING gin (name gin_trgm_ops)`,
    sql`CREATE INDEX categories_created ON categories (created_at DESC, id DESC)`,
    sql`CREATE INDEX sub_categories_category ON sub_categories (category_id, created_at DESC)`,
  ]);
}
