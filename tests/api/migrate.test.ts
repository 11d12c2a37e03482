// A migration may write rows of a table whose changes are counted at the commit and then alter
// or index that table: the migrator runs it with its constraints immediate, where PostgreSQL
// would refuse to change a table with the counting triggers still pending.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { openTestDatabase } from './support/database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(async () => database?.close());

const countOf = async (name: string) =>
  Number((await sql<{ n: string }>`SELECT n FROM report_version_totals WHERE name = ${name}`.execute(database.db)).rows[0].n.split('@')[0]);

it("gives a marketplace account saved with another Is Type its type's, and leaves staff theirs", async () => {
  const add = async (email: string, account_type: string, is_type: string) => {
    const role = await sql<{
      id: string;
    }>`INSERT INTO roles (name, account_type) VALUES (${`Migrate ${email}`}, ${account_type}) RETURNING id`.execute(database.db);
    await sql`INSERT INTO users (name, email, phone_code, phone, account_type, is_type, is_buyer, is_seller, is_labor, role_id, password_hash)
      VALUES (${email}, ${email}, '91', ${String(9100000000 + email.length)}, ${account_type}, ${is_type},
        ${is_type === 'Buyer'}, ${is_type === 'Seller'}, ${is_type === 'Labor'}, ${role.rows[0].id}, 'x')`.execute(database.db);
  };
  await add('mixed.buyer@migrate.test', 'User', 'Seller');
  await add('vendor.as.buyer@migrate.test', 'Vendor', 'Buyer');
  await add('staff.seller@migrate.test', 'Admin', 'Seller');
  await migrations['0058_is_type_follows_account'].up(database.db);
  const { rows } = await sql<{ email: string; is_type: string; is_seller: boolean }>`
    SELECT email, is_type, is_seller FROM users WHERE email LIKE '%@migrate.test' ORDER BY email`.execute(database.db);
  expect(rows).toEqual([
    { email: 'mixed.buyer@migrate.test', is_type: 'Buyer', is_seller: false },
    { email: 'staff.seller@migrate.test', is_type: 'Seller', is_seller: true },
    { email: 'vendor.as.buyer@migrate.test', is_type: 'Seller', is_seller: true },
  ]);
});

it('stores phones saved with their code or a trunk 0 in front as the number alone, where no other account holds it', async () => {
  const role = await sql<{ id: string }>`INSERT INTO roles (name, account_type) VALUES ('Migrate phones', 'User') RETURNING id`.execute(
    database.db,
  );
  const add = (email: string, phone: string) =>
    sql`INSERT INTO users (name, email, phone_code, phone, account_type, role_id, password_hash)
      VALUES (${email}, ${email}, '91', ${phone}, 'User', ${role.rows[0].id}, 'x')`.execute(database.db);
  await add('coded@phones.test', '919811111111');
  await add('trunk@phones.test', '09811111112');
  await add('short@phones.test', '9198111111');
  await add('held@phones.test', '9811111113');
  await add('clash@phones.test', '919811111113');
  await add('twin.a@phones.test', '919811111114');
  await add('twin.b@phones.test', '09811111114');
  await migrations['0059_phones_without_code'].up(database.db);
  const { rows } = await sql<{ email: string; phone: string }>`
    SELECT email, phone FROM users WHERE email LIKE '%@phones.test' ORDER BY email`.execute(database.db);
  expect(Object.fromEntries(rows.map((r) => [r.email, r.phone]))).toEqual({
    'coded@phones.test': '9811111111',
    'trunk@phones.test': '9811111112',
    'short@phones.test': '9198111111',
    'held@phones.test': '9811111113',
    'clash@phones.test': '919811111113',
    'twin.a@phones.test': '919811111114',
    'twin.b@phones.test': '09811111114',
  });
});

it('runs a migration that writes a counted table and then indexes and alters it', async () => {
  const before = await countOf('units');
  const writeThenAlter = {
    async up(db: Kysely<unknown>) {
      await sql`INSERT INTO units (name, short_name) VALUES ('Migrated unit', 'mu')`.execute(db);
      await sql`CREATE INDEX units_migration_probe ON units (short_name)`.execute(db);
      await sql`ALTER TABLE units ADD COLUMN migration_probe integer`.execute(db);
    },
  };
  const results = await migrateToLatest(database.db, { ...migrations, '9999_write_then_alter': writeThenAlter });
  expect(results.map((r) => [r.migrationName, r.status])).toEqual([['9999_write_then_alter', 'Success']]);
  expect(await countOf('units')).toBe(before + 1);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM units WHERE name = 'Migrated unit'`.execute(database.db);
  expect(rows[0].n).toBe(1);
});
