import { describe, expect, it } from 'vitest';
import { JsonText, serializeReply } from '../../server/http/jsonText';

// Replies whose rows PostgreSQL wrote as JSON: the text is sent as it is, and the reply is the
// same JSON value JSON.stringify would have written from the parsed rows.
describe('serializeReply', () => {
  const rows = [{ json: '{"id":"a","price":1777.1}' }, { json: '{"id":"b","price":0}' }];

  it("splices a page's rows into its envelope unchanged, with the page's other fields", () => {
    const page = { data: JsonText.ofRows(rows), current_page: 1, total: 2, from: 1, to: 2 };
    const text = serializeReply({ status: 200, message: 'Products retrieved successfully.', data: page });
    expect(text).toContain('"data":[{"id":"a","price":1777.1},{"id":"b","price":0}]');
    expect(JSON.parse(text)).toEqual({
      status: 200,
      message: 'Products retrieved successfully.',
      data: {
        data: [
          { id: 'a', price: 1777.1 },
          { id: 'b', price: 0 },
        ],
        current_page: 1,
        total: 2,
        from: 1,
        to: 2,
      },
    });
  });

  it('splices one record as the envelope data, and an empty page as []', () => {
    expect(JSON.parse(serializeReply({ status: 200, message: 'ok', data: new JsonText('{"id":"a"}') }))).toEqual({
      status: 200,
      message: 'ok',
      data: { id: 'a' },
    });
    expect(JSON.parse(serializeReply({ status: 200, message: 'ok', data: { data: JsonText.ofRows([]) } })).data).toEqual({ data: [] });
  });

  it('counts the rows for the page, and reads as its value wherever JSON.stringify meets it', () => {
    const list = JsonText.ofRows(rows);
    expect(list.length).toBe(2);
    expect(JSON.stringify({ rows: list })).toBe('{"rows":[{"id":"a","price":1777.1},{"id":"b","price":0}]}');
  });

  it('writes every other reply as JSON.stringify does, a message with quotes included', () => {
    const reply = { status: 422, message: 'The "name" field is required.', errors: { name: ['x'] }, data: null };
    expect(serializeReply(reply)).toBe(JSON.stringify(reply));
    expect(serializeReply({ status: 200, message: 'ok', data: [1, 2] })).toBe('{"status":200,"message":"ok","data":[1,2]}');
  });
});
