import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Role names compare without letter case (role-create and role-update refuse "SELLERS" beside
// "Sellers"), but the table's unique constraint compared them as written, so two creates sent at
// once could both pass the check. The index now holds the same rule. A pair that got in that way
// keeps its older role's name; the newer is numbered, as no two roles may read alike in a dropdown.

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      UPDATE roles r SET name = r.name || ' (' || twin.n || ')'
      FROM (SELECT id, row_number() OVER (PARTITION BY lower(name) ORDER BY created_at, id) AS n FROM roles) twin
      WHERE twin.id = r.id AND twin.n > 1`,
    sql`CREATE UNIQUE INDEX roles_name_any_case ON roles (lower(name))`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX roles_name_any_case`.execute(db);
}
