import { sql, type Kysely } from 'kysely';

// A marketplace account's Is Type follows its account type (schema/user.ts, isTypeFor): a User
// buys, a Vendor sells, a Labor account works. Accounts saved before the rule with another Is Type
// (a buyer registered as a Seller, a vendor that set itself Buyer) take their type's, so their
// pages list what they do. Staff accounts keep theirs.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE users SET is_type = t.is_type, is_buyer = t.is_type = 'Buyer', is_seller = t.is_type = 'Seller', is_labor = t.is_type = 'Labor'
    FROM (VALUES ('User', 'Buyer'), ('Vendor', 'Seller'), ('Labor', 'Labor')) AS t(account_type, is_type)
    WHERE users.account_type = t.account_type AND users.is_type IS DISTINCT FROM t.is_type`.execute(db);
}
