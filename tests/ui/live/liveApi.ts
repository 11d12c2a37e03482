// An msw stand-in for the live-events stream of schema/live.ts: each connection is recorded
// (its Last-Event-ID and token) and the test writes events down the latest one.
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { LIVE_PATH, type LiveChange } from '../../../schema/live';

interface Connection {
  lastEventId: string | null;
  authorization: string | null;
  send: (text: string) => void;
  close: () => void;
}

export const liveApi = () => {
  const connections: Connection[] = [];
  const encoder = new TextEncoder();
  let nextId = 0;

  const handler = http.post(LIVE_PATH, ({ request }) => {
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
      },
    });
    connections.push({
      lastEventId: request.headers.get('Last-Event-ID'),
      authorization: request.headers.get('Authorization'),
      send: (text) => stream.enqueue(encoder.encode(text)),
      close: () => {
        try {
          stream.close();
        } catch {
          // the page has closed it already
        }
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });

  const latest = () => {
    const connection = connections.at(-1);
    if (!connection) throw new Error('No live connection');
    return connection;
  };

  return {
    handler,
    connections,
    /** Resolves once the page holds n connections (the first by default). */
    connected: (n = 1) => waitFor(() => expect(connections).toHaveLength(n)),
    /** Writes a change event; its id counts up from 1. */
    change(values: Partial<LiveChange>) {
      nextId += 1;
      const change: LiveChange = {
        subject: 'order',
        record_id: String(nextId),
        action: 'create',
        at: new Date(2026, 10, 27, 10, 42).toISOString(),
        by: 'Ravi Kumar',
        mine: false,
        by_me: values.mine ?? false,
        ...values,
      };
      latest().send(`id: ${nextId}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`);
    },
    reset: () => latest().send('event: reset\ndata: \n\n'),
    /** The server ends the stream, as a restart would. */
    drop: () => latest().close(),
  };
};
