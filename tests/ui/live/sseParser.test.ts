import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '../../../src/live/sseParser';

const parse = (...chunks: string[]) => {
  const events: SseEvent[] = [];
  const feed = createSseParser((event) => events.push(event));
  chunks.forEach(feed);
  return events;
};

describe('the event-stream parser', () => {
  it('reads named events with their id and data', () => {
    expect(parse('id: 7\nevent: change\ndata: {"a":1}\n\nevent: reset\ndata: \n\n')).toEqual([
      { event: 'change', data: '{"a":1}', id: '7' },
      // The id carries over to a later event that names none.
      { event: 'reset', data: '', id: '7' },
    ]);
  });

  it('joins data lines, defaults the name to message and skips comments', () => {
    expect(parse(': keep-alive\n\ndata: one\ndata:two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo', id: undefined }]);
  });

  it('waits for the blank line, whatever the chunks cut', () => {
    const events = parse('id: 1\nev', 'ent: change\nda', 'ta: x\n', '\n');
    expect(events).toEqual([{ event: 'change', data: 'x', id: '1' }]);
    expect(parse('data: x\n')).toEqual([]);
  });

  it('ends lines at \\r\\n and \\r, even when a \\r\\n is cut in two', () => {
    expect(parse('data: a\r\n\r\ndata: b\r', '\ndata: c\r\r\n')).toEqual([
      { event: 'message', data: 'a', id: undefined },
      { event: 'message', data: 'b\nc', id: undefined },
    ]);
  });

  it('drops an event without data and ignores unknown fields', () => {
    expect(parse('event: change\nretry: 10\n\nid: 3\nfoo: bar\ndata: d\n\n')).toEqual([{ event: 'message', data: 'd', id: '3' }]);
  });
});
