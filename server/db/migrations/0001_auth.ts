import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE roles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
    `,
    sql`
      CREATE TABLE permissions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE,
      subject text NOT NULL,
      action text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (name = subject || '_' || action)
    )
    `,
    sql`
      CREATE TABLE role_permissions (
      role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      permission_id uuid NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
      PRIMARY KEY (role_id, permission_id)
    )
    `,
    sql`
      CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text,
      gender text NOT NULL DEFAULT 'Male' CHECK (gender IN ('Male', 'Female', 'Other')),
      account_type text NOT NULL DEFAULT 'User'
        CHECK (account_type IN ('User', 'Vendor', 'Labor', 'Admin', 'Super Admin')),
      phone_code text NOT NULL DEFAULT '91' CHECK (phone_code ~ '^[0-9]{1,4}$'),
      phone text NOT NULL CHECK (phone ~ '^[0-9]{10,15}$'),
      secondary_number text CHECK (secondary_number ~ '^[0-9]{6,15}$'),
      date_of_birth date,
      status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'In-Active')),
      is_type text NOT NULL DEFAULT 'Buyer' CHECK (is_type IN ('Buyer', 'Seller', 'Labor')),
      is_buyer boolean NOT NULL DEFAULT true,
      is_seller boolean NOT NULL DEFAULT false,
      is_labor boolean NOT NULL DEFAULT false,
      image_url text,
      password_hash text NOT NULL,
      role_id uuid NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      -- exactly one flag, and the one that is_type names
      CHECK (is_buyer = (is_type = 'Buyer') AND is_seller = (is_type = 'Seller') AND is_labor = (is_type = 'Labor'))
    )
    `,
    sql`
      CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE email IS NOT NULL
    `,
    sql`
      CREATE UNIQUE INDEX users_phone_unique ON users (phone_code, phone)
    `,
    sql`
      CREATE INDEX users_phone ON users (phone)
    `,
    sql`
      CREATE INDEX users_created ON users (created_at DESC, id DESC)
    `,
    sql`
      CREATE INDEX users_role ON users (role_id)
    `,
    sql`
      CREATE TABLE access_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    )
    `,
    sql`
      CREATE INDEX access_tokens_user ON access_tokens (user_id)
    `,
    sql`
      CREATE TABLE auth_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
    `,
    sql`
      CREATE INDEX auth_failures_key_time ON auth_failures (key, created_at)
    `,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE auth_failures, access_tokens, users, role_permissions, permissions, roles`.execute(db);
}
