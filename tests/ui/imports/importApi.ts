// An in-memory stand-in for the import calls (server/resources/imports/routes.ts) over a units
// file: the upload read as plain comma-separated lines, a blank Name or Short Name refused with the
// form's message, a name an earlier row gives refused as repeating it, a known name an update (or no change, when it gives the short name the unit
// has). The run streams NDJSON and can be held part way, so a
// test sees its progress. Every request is recorded.
import { http, HttpResponse } from 'msw';
import type { ImportRow, ImportSummary } from '../../../schema/import';
import { fail, ok } from '../handlers';

export const IMPORT_ID = '0b0b0000-0000-4000-8000-000000000001';
/** The units there are, by name, with their short names. */
const KNOWN: Record<string, string> = { Kilogram: 'Kg' };
// Note: an optional column, which a changing row may leave blank.
const COLUMNS = ['Name', 'Short Name', 'Note'];

interface Options {
  /** The upload is refused with this message, as a broken file is (422 on `file`). */
  refuse?: string;
  /**
   * The file's name in the reply: jsdom's FormData reaches msw through vitest's copy of it, which
   * names every file "blob".
   */
  fileName?: string;
}

const check = (values: Record<string, string>): Pick<ImportRow, 'action' | 'errors'> => {
  const errors: Record<string, string[]> = {};
  if (!values.Name?.trim()) errors.Name = ['Name is required'];
  if (!values['Short Name']?.trim()) errors['Short Name'] = ['Short Name is required'];
  if (Object.keys(errors).length) return { action: null, errors };
  const held = KNOWN[values.Name.trim()];
  return { action: held === undefined ? 'create' : held === values['Short Name'].trim() ? 'same' : 'update', errors: null };
};

/**
 * The rows checked as the server checks them: each alone, then in the file's order, a valid row
 * naming a unit an earlier valid row names refused as repeating it; after a mend every row again.
 */
const checkAll = (rows: ImportRow[]): ImportRow[] => {
  const seen = new Map<string, number>();
  return rows.map(({ line, values }) => {
    const alone = check(values);
    if (alone.errors) return { line, values, ...alone };
    const first = seen.get(values.Name.trim().toLowerCase());
    if (first !== undefined)
      return { line, values, action: null, errors: { Name: [`Line ${first} names the same record; a record is imported once.`] } };
    seen.set(values.Name.trim().toLowerCase(), line);
    return { line, values, ...alone };
  });
};

/** A latch the run waits on after its first batch. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

export function importApi({ refuse, fileName = 'units.csv' }: Options = {}) {
  let rows: ImportRow[] = [];
  let summary: ImportSummary | null = null;
  const requests: { path: string; body: unknown; headers: Headers }[] = [];
  const uploadHeld = gate();
  const runHeld = gate();
  let runFails = false;
  let runBreaks = false;
  let holdUpload = false;

  const count = (): ImportSummary => {
    const valid = rows.filter((r) => !r.errors);
    const blankIn = (header: string) => valid.some((r) => r.action === 'update' && !r.values[header]?.trim());
    return {
      ...summary!,
      blank_in_updates: summary!.headers.filter(blankIn),
      total: rows.length,
      valid: valid.length,
      creates: valid.filter((r) => r.action === 'create').length,
      updates: valid.filter((r) => r.action === 'update').length,
      unchanged: valid.filter((r) => r.action === 'same').length,
      refused: rows.length - valid.length,
    };
  };
  const on = (name: string, reply: (body: Record<string, unknown>) => Response | Promise<Response>) =>
    http.post(`/api/import-${name}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ path: `/api/import-${name}`, body, headers: request.headers });
      if (body.id !== IMPORT_ID || !summary) return fail(404, 'Import not found.');
      return reply(body);
    });

  const handlers = [
    http.post('/api/import-upload', async ({ request }) => {
      const form = await request.formData();
      requests.push({ path: '/api/import-upload', body: [...form.keys()], headers: request.headers });
      if (holdUpload) await uploadHeld.opened;
      if (refuse) return fail(422, refuse, { errors: { file: [refuse] } });
      const file = form.get('file') as File;
      const [heading, ...lines] = (await file.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      const cells = heading.split(',');
      const headers = cells.filter((c) => COLUMNS.includes(c));
      rows = checkAll(
        lines.map((text, i) => {
          const read = text.split(',');
          const values = Object.fromEntries(headers.map((h) => [h, read[cells.indexOf(h)] ?? '']));
          return { line: i + 2, values, action: null, errors: null };
        }),
      );
      summary = {
        id: IMPORT_ID,
        resource: String(form.get('resource')),
        file_name: fileName,
        status: 'checked',
        headers,
        ignored: cells.filter((c) => !COLUMNS.includes(c)),
        blank_in_updates: [],
        total: 0,
        valid: 0,
        creates: 0,
        updates: 0,
        unchanged: 0,
        refused: 0,
        created: null,
        updated: null,
        left_unchanged: null,
      };
      summary = count();
      return ok(summary, 'File checked.');
    }),
    on('one', () => ok(count(), 'Import retrieved successfully.')),
    on('rows', (body) => {
      const chosen = body.errors_only ? rows.filter((r) => r.errors) : rows;
      const perPage = Number(body.per_page);
      const from = (Number(body.page) - 1) * perPage;
      return ok(chosen.slice(from, from + perPage), 'Import retrieved successfully.');
    }),
    on('row-update', (body) => {
      const at = rows.findIndex((r) => r.line === body.line);
      const values = { ...rows[at].values, ...(body.values as Record<string, string>) };
      rows[at] = { ...rows[at], values };
      rows = checkAll(rows);
      return ok({ row: rows[at], summary: count() }, 'Row checked.');
    }),
    on('run', () => {
      const valid = rows.filter((r) => !r.errors);
      summary = { ...summary!, status: 'running' };
      const encoder = new TextEncoder();
      const line = (value: unknown) => encoder.encode(`${JSON.stringify(value)}\n`);
      const stream = new ReadableStream({
        async start(controller) {
          // A connection lost part way: the server goes on with the run, and says nothing more here.
          const send = (value: unknown) => !runBreaks && controller.enqueue(line(value));
          send({ progress: { done: 1, total: valid.length } });
          if (runBreaks) controller.error(new TypeError('Failed to fetch'));
          await runHeld.opened;
          if (runFails) {
            summary = { ...count(), status: 'checked' };
            send({ status: 500, message: 'The import failed and nothing was changed.', data: null });
          } else {
            send({ progress: { done: valid.length, total: valid.length } });
            summary = {
              ...count(),
              status: 'done',
              created: valid.filter((r) => r.action === 'create').length,
              updated: valid.filter((r) => r.action === 'update').length,
              left_unchanged: valid.filter((r) => r.action === 'same').length,
            };
            send({ status: 200, message: 'Import done.', data: summary });
          }
          if (!runBreaks) controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
    }),
    on('refused', () => {
      const csv = `\uFEFFName,Short Name,Errors\r\n${rows
        .filter((r) => r.errors)
        .map((r) => `${r.values.Name},${r.values['Short Name']},${Object.values(r.errors!).flat().join('; ')}`)
        .join('\r\n')}\r\n`;
      return new HttpResponse(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="units-refused-2026-11-27.csv"',
        },
      });
    }),
    on('discard', () => {
      summary = null;
      return ok(null, 'Import discarded; nothing was changed.');
    }),
  ];

  return {
    handlers,
    /** Holds the upload's reply until `releaseUpload`, to see it under way. */
    holdUpload: () => (holdUpload = true),
    releaseUpload: uploadHeld.open,
    /** The run waits after its first batch until this is called. */
    releaseRun: runHeld.open,
    /** The run's connection is lost after its first batch, while the run goes on. */
    breakRun: () => (runBreaks = true),
    /** Ends the held run as a failure: nothing written, the import checked again. */
    failRun: () => {
      runFails = true;
      runHeld.open();
    },
    bodiesTo: (path: string) => requests.filter((r) => r.path === path).map((r) => r.body),
    requestsTo: (path: string) => requests.filter((r) => r.path === path),
  };
}

/** A units file: one new unit, one already there, one with a blank Name, and a column the list does not have. */
export const unitsFile = () =>
  new File(['Name,Short Name,Colour\r\nQuintal,q,red\r\nKilogram,kg,blue\r\n,g,green\r\n'], 'units.csv', { type: 'text/csv' });
