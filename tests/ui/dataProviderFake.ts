// A dataProvider over a fake HTTP function, shared by the dataProvider tests.
import { vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { ApiCall } from '../../src/providers/httpClient';

export const envelope = (data: unknown, message = 'OK') => ({ status: 200, message, data });
const page = (rows: object[], total = rows.length) =>
  envelope({ data: rows, total, current_page: 1, last_page: 1, per_page: 25, from: 1, to: rows.length });

/** A dataProvider over a fake HTTP function that always answers `reply`. */
export const setupWith = (reply: ReturnType<typeof envelope>) => {
  const httpClient = vi.fn(async (_path: string, _body?: unknown) => reply);
  // The fake is not generic like ApiCall; the envelope it returns is all the provider reads.
  return { httpClient, dataProvider: createDataProvider(httpClient as unknown as ApiCall) };
};
export const setup = (data: unknown = null, message?: string) => setupWith(envelope(data, message));
export const listSetup = (rows: object[], total?: number) => setupWith(page(rows, total));
