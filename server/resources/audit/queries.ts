import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { auditListFilters } from '../../../schema/audit';
import type { DB } from '../../db/types';
import { rowsAndTotal } from '../../db/counters';
import { dayEnd, dayStart } from '../../db/days';

/** The log's filters; the days are the market's (YYYY-MM-DD), both inclusive, as the dashboard counts days. */
export type AuditFilters = z.infer<typeof auditListFilters>;

/** A page of the log, newest first; each filter leads one of the log's indexes (migration 0010). */
export async function findAuditPage(db: Kysely<DB>, filters: AuditFilters, page: number, perPage: number) {
  const base = db
    .selectFrom('audit_log as a')
    .$if(Boolean(filters.user_id), (q) => q.where('a.actor_id', '=', filters.user_id!))
    .$if(Boolean(filters.resource), (q) => q.where('a.resource', '=', filters.resource!))
    .$if(Boolean(filters.date_from), (q) => q.where('a.at', '>=', dayStart(filters.date_from!)))
    .$if(Boolean(filters.date_to), (q) => q.where('a.at', '<', dayEnd(filters.date_to!)));
  return rowsAndTotal(
    db,
    base
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.id', 'a.at', 'a.actor_id', 'u.name as actor_name', 'a.resource', 'a.record_id', 'a.action', 'a.before', 'a.after'])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage),
    { upTo: { base, offset: (page - 1) * perPage, pageSize: perPage } },
  );
}

/** Accounts that appear in the log as actors, for the screen's user filter (an index probe each). */
export function auditActors(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('audit_log as a')
          .select(sql`1`.as('one'))
          .whereRef('a.actor_id', '=', 'u.id'),
      ),
    )
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(5000)
    .execute();
}
