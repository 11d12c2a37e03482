// An in-memory stand-in for the registry's API (docs/api.md), derived from the same declarations
// as the real server: list (search, filters, paging, ids), create / update (the declaration's zod
// rules -> 422, unique rules -> 409), delete (delete flag -> 409) and dropdown. Every request body
// is recorded, so tests can assert exactly what the screens send.
import { http, type HttpHandler } from 'msw';
import { ENTITIES, entityByName } from '../../schema';
import { apiPath, bodySchema, columnOf, imageFieldOf, type EntityDeclaration } from '../../schema/registry';
import { fail, ok } from './handlers';

export type Row = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  path: string;
  /** JSON body, or the fields of a multipart body (files as File). */
  body: Record<string, unknown>;
  multipart: boolean;
}

export interface LookupApi {
  handlers: HttpHandler[];
  /** Rows by entity name ('city', 'state' ...), changed by create, update and delete. */
  rows: Record<string, Row[]>;
  requests: RecordedRequest[];
  /** Recorded bodies sent to one path. */
  bodiesTo(path: string): Record<string, unknown>[];
}

let ids = 0;
const newId = () => {
  ids += 1;
  return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
};

async function readBody(request: Request): Promise<{ body: Record<string, unknown>; multipart: boolean }> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    return { body: Object.fromEntries(form.entries()), multipart: true };
  }
  const text = await request.text();
  return { body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, multipart: false };
}

export function lookupApi(seed: Record<string, Row[]> = {}, entities: readonly EntityDeclaration[] = ENTITIES): LookupApi {
  const rows: Record<string, Row[]> = Object.fromEntries(entities.map((e) => [e.name, [...(seed[e.name] ?? [])]]));
  const requests: RecordedRequest[] = [];

  /** A row as the list shows it: each reference's display name added (country_name ...). */
  const present = (entity: EntityDeclaration, row: Row): Row => {
    const out: Row = { ...row };
    for (const [name, spec] of Object.entries(entity.fields)) {
      if (spec.kind !== 'reference' || !spec.reference) continue;
      const target = entityByName(spec.reference.entity) ?? entities.find((e) => e.name === spec.reference!.entity);
      const parent = target && rows[target.name]?.find((r) => r.id === row[name]);
      out[spec.reference.display] = parent?.name ?? null;
    }
    return out;
  };

  const matches = (body: Record<string, unknown>, names: readonly string[]) => (row: Row) =>
    names.every((name) => {
      const value = body[name];
      return value === undefined || value === null || value === '' || value === 'All' || row[name] === value;
    });

  const handlersOf = (entity: EntityDeclaration): HttpHandler[] => {
    const table = () => rows[entity.name];
    const record = (path: string, body: Record<string, unknown>, multipart: boolean) => requests.push({ path, body, multipart });

    const validate = (body: Record<string, unknown>, exceptId?: string) => {
      const parsed = bodySchema(entity).safeParse(body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
        return { error: fail(422, Object.values(errors)[0][0], { errors }) };
      }
      const values = parsed.data as Record<string, unknown>;
      for (const rule of entity.unique) {
        const same = table().find(
          (row) => row.id !== exceptId && rule.fields.every((f) => String(row[f]).toLowerCase() === String(values[f]).toLowerCase()),
        );
        if (same) return { error: fail(409, rule.message, { errors: { [rule.fields.at(-1)!]: [rule.message] } }) };
      }
      return { values };
    };

    const withImage = (body: Record<string, unknown>, previous?: Row) => {
      const image = imageFieldOf(entity);
      if (!image) return {};
      const column = columnOf(entity, image[0]);
      if (body[image[0]] instanceof File) return { [column]: `/uploads/${entity.table}/${(body[image[0]] as File).name}` };
      if (previous && body.remove_image === '1') return { [column]: null };
      return {};
    };

    return [
      http.post(apiPath(entity, 'list'), async ({ request }) => {
        const { body, multipart } = await readBody(request);
        record(apiPath(entity, 'list'), body, multipart);
        const search = String(body.search ?? '').toLowerCase();
        const page = Number(body.page ?? 1);
        const perPage = Number(body.perPage ?? 25);
        let found = table().filter(matches(body, entity.filters));
        if (Array.isArray(body.ids)) found = found.filter((row) => (body.ids as string[]).includes(row.id));
        if (search)
          found = found.filter((row) =>
            entity.search.some((f) =>
              String(row[f] ?? '')
                .toLowerCase()
                .includes(search),
            ),
          );
        const size = perPage === -1 ? 1000 : perPage;
        const slice = found.slice((page - 1) * size, page * size);
        const from = slice.length ? (page - 1) * size + 1 : null;
        return ok(
          {
            data: slice.map((row) => present(entity, row)),
            current_page: page,
            last_page: Math.max(1, Math.ceil(found.length / size)),
            per_page: perPage,
            total: found.length,
            from,
            to: from === null ? null : from + slice.length - 1,
          },
          entity.messages.list,
        );
      }),

      http.post(apiPath(entity, 'create'), async ({ request }) => {
        const { body, multipart } = await readBody(request);
        record(apiPath(entity, 'create'), body, multipart);
        const { error, values } = validate(body);
        if (error) return error;
        const row: Row = { ...values, ...withImage(body), id: newId() };
        table().unshift(row);
        return ok(present(entity, row), entity.messages.created);
      }),

      http.post(apiPath(entity, 'update'), async ({ request }) => {
        const { body, multipart } = await readBody(request);
        record(apiPath(entity, 'update'), body, multipart);
        const index = table().findIndex((row) => row.id === body.id);
        if (index < 0) return fail(404, entity.messages.notFound);
        const { error, values } = validate(body, String(body.id));
        if (error) return error;
        const row: Row = { ...table()[index], ...values, ...withImage(body, table()[index]) };
        table()[index] = row;
        return ok(present(entity, row), entity.messages.updated);
      }),

      http.post(apiPath(entity, 'delete'), async ({ request }) => {
        const { body, multipart } = await readBody(request);
        record(apiPath(entity, 'delete'), body, multipart);
        const index = table().findIndex((row) => row.id === body.id);
        if (index < 0) return fail(404, entity.messages.notFound);
        if (entity.deleteFlag && table()[index][entity.deleteFlag] === 'no') {
          return fail(409, 'This record is protected and cannot be deleted.');
        }
        table().splice(index, 1);
        return ok(null, entity.messages.deleted);
      }),

      http.post(apiPath(entity, 'dropdown'), async ({ request }) => {
        const { body, multipart } = await readBody(request);
        record(apiPath(entity, 'dropdown'), body, multipart);
        const found = table().filter(matches(body, entity.dropdown.filters));
        return ok(
          found.map((row) => Object.fromEntries(entity.dropdown.fields.map((f) => [f, row[f]]))),
          entity.messages.list,
        );
      }),
    ];
  };

  return {
    handlers: entities.flatMap(handlersOf),
    rows,
    requests,
    bodiesTo: (path) => requests.filter((r) => r.path === path).map((r) => r.body),
  };
}
