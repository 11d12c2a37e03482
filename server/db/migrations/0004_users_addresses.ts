import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Addresses, India's PIN codes and password reset tokens.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE user_addresses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        country_id uuid NOT NULL REFERENCES countries (id) ON DELETE RESTRICT,
        state_id uuid NOT NULL REFERENCES states (id) ON DELETE RESTRICT,
        city_id uuid REFERENCES cities (id) ON DELETE RESTRICT,
        district text NOT NULL DEFAULT '',
        pin_code text NOT NULL CHECK (pin_code ~ '^[1-9][0-9]{5}$'),
        home_no text NOT NULL DEFAULT '',
        full_address text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE INDEX user_addresses_user ON user_addresses (user_id)`,
    sql`CREATE INDEX user_addresses_country ON user_addresses (country_id)`,
    sql`CREATE INDEX user_addresses_state ON user_addresses (state_id)`,
    sql`CREATE INDEX user_addresses_city ON user_addresses (city_id)`,
    sql`
      CREATE TABLE pincodes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        pin char(6) NOT NULL,
        office_name text NOT NULL,
        district text NOT NULL,
        state_code varchar(10) NOT NULL
      )`,
    sql`CREATE INDEX pincodes_pin ON pincodes (pin, id)`,
    sql`
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
    sql`CREATE INDEX password_resets_user ON password_resets (user_id)`,
    sql`CREATE INDEX users_list ON users (created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    sql`CREATE INDEX users_search ON users USING gin (name gin_trgm_ops, email gin_trgm_ops, phone gin_trgm_ops)`,
  ]);
}
