/**
 * JSON that PostgreSQL already wrote for a reply, sent as it is. A product page's rows, read as
 * some fifty typed columns each, built into objects and written out again, cost the API more CPU
 * than the rest of the call (docs/performance.md, "Rows the database writes as JSON").
 */
export class JsonText {
  constructor(
    readonly text: string,
    /** How many rows it holds, for a page's from and to. */
    readonly length = 1,
  ) {}

  /** The rows' JSON objects (each row's `json`) as one array. */
  static ofRows(rows: { json: string }[]): JsonText {
    return new JsonText(`[${rows.map((row) => row.json).join(',')}]`, rows.length);
  }

  /** Wherever a reply is written by JSON.stringify after all, it still holds the same value. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/** `object` written as JSON with `json` as its `key`'s value, placed last. */
function withKey(object: object, key: string, json: string): string {
  const { [key as keyof object]: _, ...rest } = object;
  const head = JSON.stringify(rest);
  return `${head.length > 2 ? `${head.slice(0, -1)},` : '{'}${JSON.stringify(key)}:${json}}`;
}

const jsonTextOf = (value: unknown) => (value instanceof JsonText ? value : undefined);
const dataOf = (value: unknown): unknown => (value && typeof value === 'object' ? (value as { data?: unknown }).data : undefined);

/**
 * Every reply's serializer: JSON.stringify, except that JsonText as an envelope's `data` or as its
 * page's `data` (the rows) is spliced in as it is.
 */
export function serializeReply(payload: unknown): string {
  const data = dataOf(payload);
  const one = jsonTextOf(data);
  if (one) return withKey(payload as object, 'data', one.text);
  const rows = jsonTextOf(dataOf(data));
  if (rows) return withKey(payload as object, 'data', withKey(data as object, 'data', rows.text));
  return JSON.stringify(payload);
}
