import { sql, type Kysely, type RawBuilder } from 'kysely';
import { columnOf, labelFieldOf, type EntityDeclaration } from '../../../schema/registry';
import { SEARCH_PER_KIND } from '../../../schema/search';
import { loose } from '../../db/loose';
import type { DB } from '../../db/types';
import { VersionedCache } from '../../db/versionedCache';

// The declared lookups as the command palette searches them: every row of each (India's 4,198
// cities are the most) kept in the process and searched here, which costs less than a part of the
// statement per lookup (0.6-1 ms of the database's time each, seven in every search). Rows are
// kept under their tables' counts of changes (report_version_totals), which the search's
// statement reads (./queries.ts): a lookup changed by any process or by hand is read again by the
// next search that reads its new count.

/** A found row as the database gives it: what a result shows, before it is written as one. */
export interface FoundRow {
  id: string;
  label: string;
  detail: string | null;
}

/**
 * A lookup's rows by name then id (the database's collation), and their names lowered by
 * PostgreSQL as ILIKE lowers them, in one text with NUL between (no PostgreSQL text holds one):
 * a search is a few indexOf calls, not a test of every name.
 */
interface Kept {
  rows: FoundRow[];
  names: string;
  /** Where each row's name starts in `names`. */
  starts: number[];
}

/** The lookup whose name a row shows as its detail, through the last reference its list shows. */
function parentOf(entity: EntityDeclaration, byName: ReadonlyMap<string, EntityDeclaration>) {
  const field = [...entity.list].reverse().find((name) => entity.fields[name]?.kind === 'reference');
  const target = field && byName.get(entity.fields[field].reference!.entity);
  return field && target ? { column: columnOf(entity, field), target } : undefined;
}

/**
 * What a lookup's result says under its name: the name of the row it belongs to (a city's state,
 * a sub-category's category), else the list's next column.
 */
function detailOf(entity: EntityDeclaration, byName: ReadonlyMap<string, EntityDeclaration>): RawBuilder<string | null> {
  const t = entity.table;
  const label = labelFieldOf(entity);
  const parent = parentOf(entity, byName);
  if (parent) {
    const name = sql.ref(`p.${columnOf(parent.target, labelFieldOf(parent.target))}`);
    return sql`(SELECT ${name} FROM ${sql.table(parent.target.table)} AS p WHERE p.id = ${sql.ref(`${t}.${parent.column}`)})`;
  }
  const next = entity.list.find((name) => name !== label && ['text', 'textarea', 'number'].includes(entity.fields[name]?.kind ?? ''));
  if (!next) return sql`NULL`;
  const column = sql.ref(`${t}.${columnOf(entity, next)}`);
  // Numbers without trailing zeros (18, not 18.00); long text cut to a line.
  return entity.fields[next].kind === 'number' ? sql`trim_scale(${column}::numeric)::text` : sql`left(${column}::text, 80)`;
}

/** Every row of a lookup, kept: by name then id, the order its results take after the names that begin with the term. */
async function everyRow(db: Kysely<DB>, entity: EntityDeclaration, byName: ReadonlyMap<string, EntityDeclaration>): Promise<Kept> {
  const t = entity.table;
  const name = `${t}.${columnOf(entity, labelFieldOf(entity))}`;
  const rows = (await loose(db)
    .selectFrom(t)
    .select([`${t}.id as id`, `${name} as label`, detailOf(entity, byName).as('detail'), sql<string>`lower(${sql.ref(name)})`.as('folded')])
    .orderBy(name)
    .orderBy(`${t}.id`)
    .execute()) as (FoundRow & { folded: string })[];
  const starts: number[] = [];
  let at = 0;
  for (const row of rows) {
    starts.push(at);
    at += row.folded.length + 1;
  }
  return { rows: rows.map(({ id, label, detail }) => ({ id, label, detail })), names: rows.map((row) => row.folded).join('\0'), starts };
}

/**
 * The rows whose name holds `term` (lowered by PostgreSQL), names that begin with it first, then in
 * the rows' order: ILIKE '%term%' ordered by ILIKE 'term%' DESC, name, id, as a statement reads them.
 */
function matching({ rows, names, starts }: Kept, term: string): FoundRow[] {
  const starting: FoundRow[] = [];
  const holding: FoundRow[] = [];
  let row = 0;
  for (let at = names.indexOf(term); at !== -1 && starting.length < SEARCH_PER_KIND;) {
    while (row + 1 < rows.length && starts[row + 1] <= at) row++;
    if (at === starts[row]) starting.push(rows[row]);
    else if (holding.length < SEARCH_PER_KIND) holding.push(rows[row]);
    // On from the next name: a row is found once.
    at = row + 1 < rows.length ? names.indexOf(term, starts[row + 1]) : -1;
  }
  return [...starting, ...holding].slice(0, SEARCH_PER_KIND);
}

/** The lookups' rows of one process, each kept while its tables' counts stay as they were read. */
export class KeptLookups {
  readonly #byName: ReadonlyMap<string, EntityDeclaration>;
  readonly #kept: VersionedCache<Kept>;

  constructor(
    private readonly db: Kysely<DB>,
    entities: readonly EntityDeclaration[],
  ) {
    this.#byName = new Map(entities.map((entity) => [entity.name, entity]));
    this.#kept = new VersionedCache(entities.length);
  }

  /** The tables `entity`'s rows depend on: its own and its parent's (the detail). */
  #tablesOf(entity: EntityDeclaration): string[] {
    return [entity.table, parentOf(entity, this.#byName)?.target.table].filter((t) => t !== undefined);
  }

  /** Whether every table `entity`'s rows depend on counts its changes, in `counts` as read. */
  counted(entity: EntityDeclaration, counts: Readonly<Record<string, unknown>>): boolean {
    return this.#tablesOf(entity).every((t) => counts[t] !== undefined);
  }

  /**
   * `entity`'s rows whose name holds `term`. `counts`: report_version_totals as the search's statement
   * read them. A lookup whose tables do not all count their changes is read every time.
   */
  async find(entity: EntityDeclaration, counts: Readonly<Record<string, unknown>>, term: string): Promise<FoundRow[]> {
    const read = () => everyRow(this.db, entity, this.#byName);
    const kept = this.counted(entity, counts)
      ? await this.#kept.read(
          entity.name,
          this.#tablesOf(entity)
            .map((t) => counts[t])
            .join(' '),
          read,
        )
      : await read();
    return matching(kept, term);
  }
}
