import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createQueryClient } from '../../src/providers/queryClient';

const retry = createQueryClient().getDefaultOptions().queries?.retry as (failures: number, error: unknown) => boolean;

describe('query retries', () => {
  it('never retries a refusal: signed out (401 or the message) or not allowed (403)', () => {
    expect(retry(0, new HttpError('Unauthenticated.', 401))).toBe(false);
    expect(retry(0, { message: 'Unauthenticated.' })).toBe(false);
    expect(retry(0, new HttpError('This action is unauthorized.', 403))).toBe(false);
  });

  it("retries other failures three times, as react-query's default does", () => {
    const error = new HttpError('Something went wrong!', 500);
    expect([0, 1, 2, 3].map((failures) => retry(failures, error))).toEqual([true, true, true, false]);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});
