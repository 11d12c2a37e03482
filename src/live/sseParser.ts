// A text/event-stream reader (the WHATWG "event stream interpretation"), small enough to keep here
// rather than add a dependency: the live stream is read from a fetch, which EventSource cannot do
// with a bearer token.

export interface SseEvent {
  /** The `event:` name; 'message' when none was given. */
  event: string;
  data: string;
  /** The last `id:` seen so far on the stream (it carries over to later events, as the standard says). */
  id: string | undefined;
}

/** Returns a function that takes the stream's text as it arrives and calls onEvent for each complete event. */
export const createSseParser = (onEvent: (event: SseEvent) => void) => {
  let pending = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;

  const readLine = (line: string) => {
    if (line === '') {
      // A blank line ends an event; one without data is dropped.
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), id });
      data = [];
      event = '';
      return;
    }
    if (line.startsWith(':')) return; // a comment: the server's keep-alive
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const raw = colon < 0 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return (chunk: string) => {
    pending += chunk;
    for (;;) {
      const end = pending.search(/[\r\n]/);
      if (end < 0) return;
      // A line ends with \r\n, \n or \r: a \r last in what has come may be half of a \r\n.
      if (pending[end] === '\r' && end === pending.length - 1) return;
      const width = pending.startsWith('\r\n', end) ? 2 : 1;
      readLine(pending.slice(0, end));
      pending = pending.slice(end + width);
    }
  };
};
