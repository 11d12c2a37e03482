import { sql, type Kysely } from 'kysely';

// Phones are stored without their country code or a trunk 0 in front (nationalPhone,
// schema/user.ts). Numbers saved before that rule with them ("919876543210") take the same form,
// each only where a whole number (10 digits) is left and no other account holds that number, so
// one number is one account's, as sign-in reads it. A number two such accounts would share stays
// as it was, for staff to mend.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    WITH trunk AS (
      SELECT id, phone_code, CASE WHEN length(ltrim(phone, '0')) >= 10 THEN ltrim(phone, '0') ELSE phone END AS phone, phone AS stored
      FROM users
    ), national AS (
      SELECT id, phone_code, stored,
        CASE WHEN phone LIKE phone_code || '%' AND length(phone) - length(phone_code) >= 10 THEN substr(phone, length(phone_code) + 1) ELSE phone END AS phone
      FROM trunk
    ), moves AS (
      SELECT n.id, n.phone, count(*) OVER (PARTITION BY n.phone_code, n.phone) AS sharing
      FROM national n WHERE n.phone <> n.stored
    )
    UPDATE users u SET phone = m.phone
    FROM moves m
    WHERE u.id = m.id AND m.sharing = 1
      AND NOT EXISTS (SELECT 1 FROM users o WHERE o.phone_code = u.phone_code AND o.phone = m.phone)`.execute(db);
}
