import { sql, type Kysely } from 'kysely';

// ISO 3166 gives each country one three-letter code as it gives one two-letter code, so a second
// country under a code already stored is refused as a second one under its name or ISO2 is
// ('Country Already available!'). A three-letter code cannot be numbered apart as a name can, so a
// database already holding two countries under one code is not changed here: the start stops and
// names them, for whoever runs it to correct one.

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ iso3: string; names: string }>`
    SELECT upper(iso3) AS iso3, string_agg(name, ', ' ORDER BY name) AS names
    FROM countries GROUP BY upper(iso3) HAVING count(*) > 1 ORDER BY 1`.execute(db);
  if (rows.length)
    throw new Error(
      `Countries share an ISO3 code, which must now be unique: ${rows.map((r) => `${r.iso3} (${r.names})`).join('; ')}. ` +
        'Give each its own code (UPDATE countries SET iso3 = ... WHERE name = ...) and start again.',
    );
  await sql`CREATE UNIQUE INDEX countries_iso3_unique ON countries (lower(iso3))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX countries_iso3_unique`.execute(db);
}
