// CSV import (import-*): a file is checked line by line with the forms' rules and messages, its
// lines previewed and mended, then its valid lines written in one transaction with one audit entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, importMessage, type ImportRow, type ImportSummary } from '../../schema/import';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
});
afterAll(async () => api?.close());

const csv = (...lines: string[]) => new TextEncoder().encode(lines.join('\r\n') + '\r\n');
const upload = (resource: string, bytes: Uint8Array, token = admin, name = 'file.csv') =>
  api.form<{ data: ImportSummary; message: string; errors?: Record<string, string[]> }>(
    '/api/import-upload',
    { resource },
    [['file', bytes, name]],
    token,
  );
const rows = async (id: string, body: Record<string, unknown> = {}, token = admin) => {
  const reply = await api.post('/api/import-rows', { id, ...body }, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as ImportRow[];
};
/** The run's NDJSON lines, parsed. */
const run = async (id: string, token = admin) => {
  const reply = await api.raw('/api/import-run', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id }),
  });
  return {
    status: reply.status,
    lines:
      typeof reply.body === 'string'
        ? reply.body
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l))
        : [reply.body],
  };
};

describe('a lookup file', () => {
  it('checks each line, previews it, and imports the valid lines, updating those it names again', async () => {
    const checked = await upload('units', csv('Name,Short Name,Extra', 'Crate,cr,x', ' ,b,y', 'crate,c2,z', 'Bundle,bd,w'));
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const summary = checked.body.data;
    expect(summary).toMatchObject({
      total: 4,
      valid: 2,
      creates: 2,
      updates: 0,
      refused: 2,
      headers: ['Name', 'Short Name'],
      ignored: ['Extra'],
    });
    const lines = await rows(summary.id);
    expect(lines.map((l) => l.line)).toEqual([2, 3, 4, 5]);
    expect(lines[1].errors).toEqual({ Name: ['Name is required'] });
    expect(lines[2].errors).toEqual({ Name: [importMessage.repeated(2)] });
    const done = await run(summary.id);
    expect(done.status).toBe(200);
    expect(done.lines.at(-1)).toMatchObject({
      status: 200,
      message: IMPORT_MESSAGES.imported,
      data: { created: 2, updated: 0, refused: 2 },
    });
    const again = await upload('units', csv('Name,Short Name', 'CRATE,CR'));
    expect(again.body.data).toMatchObject({ valid: 1, creates: 0, updates: 1 });
  });
});
