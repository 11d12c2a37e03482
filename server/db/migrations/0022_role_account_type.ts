import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Each role is for one account type, and a user's role is one for its account type: the type sets
// what the account sees (staff: every row; others: their own), the role what it may do, so the
// two disagreeing gave accounts listed as "User" with staff permissions. The built-in roles are
// for the type of their name. A composite foreign key holds every user to the rule.
//
// Accounts that disagreed before are mended towards the smaller power: a buyer, seller or
// labourer account keeps its type and gets the built-in role of it; a staff account holding a
// non-staff role becomes that role's type; a Super Admin keeps its type and gets its role.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`ALTER TABLE roles ADD COLUMN account_type text`,
    sql`UPDATE roles SET account_type = CASE WHEN name IN ('User', 'Vendor', 'Labor', 'Admin', 'Super Admin') THEN name ELSE 'User' END`,
    sql`ALTER TABLE roles ALTER COLUMN account_type SET NOT NULL`,
    sql`ALTER TABLE roles ADD CONSTRAINT roles_account_type_check
          CHECK (account_type IN ('User', 'Vendor', 'Labor', 'Admin', 'Super Admin'))`,
    sql`ALTER TABLE roles ADD CONSTRAINT roles_id_account_type UNIQUE (id, account_type)`,
    sql`
      UPDATE users SET account_type = r.account_type
      FROM roles r
      WHERE r.id = users.role_id AND r.account_type <> users.account_type
        AND users.account_type = 'Admin' AND r.account_type IN ('User', 'Vendor', 'Labor')
    `,
    // A database that never had a type's built-in role gets it, with no grants: the least power.
    sql`
      INSERT INTO roles (name, account_type)
      SELECT DISTINCT u.account_type, u.account_type FROM users u
      WHERE NOT EXISTS (SELECT 1 FROM roles r WHERE r.id = u.role_id AND r.account_type = u.account_type)
      ON CONFLICT (name) DO NOTHING
    `,
    sql`
      UPDATE users SET role_id = r.id
      FROM roles r
      WHERE r.name = users.account_type
        AND users.role_id NOT IN (SELECT id FROM roles WHERE account_type = users.account_type)
    `,
    sql`ALTER TABLE users ADD CONSTRAINT users_role_fits_account_type
          FOREIGN KEY (role_id, account_type) REFERENCES roles (id, account_type)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`ALTER TABLE users DROP CONSTRAINT users_role_fits_account_type`,
    sql`ALTER TABLE roles DROP CONSTRAINT roles_id_account_type`,
    sql`ALTER TABLE roles DROP COLUMN account_type`,
  ]);
}
