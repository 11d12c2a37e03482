// A save over someone else's change, as the edit screens meet it: the server's 409 naming who
// changed the record and when, the notice that says so, and Reload once confirmed.
import { expect, vi } from 'vitest';
import { format } from 'date-fns';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { VERSION_MESSAGES } from '../../schema/version';
import { fail } from './handlers';

/** The version the edit read, and the one the other person's change made. */
export const READ = '2026-11-20T10:00:00.123Z';
export const CHANGED = '2026-11-20T10:05:00.456Z';
export const CHANGED_BY = 'Asha Rao';
/** CHANGED as the app writes a date and time in English (src/common/useLocaleFormat.ts). */
export const CHANGED_TEXT = format(new Date(CHANGED), 'd MMMM yyyy, hh:mm a');

/** A request's body: multipart fields as entries (with whether it was multipart), else JSON. */
const bodyOf = async (request: Request) => {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return { ...Object.fromEntries((await request.formData()).entries()), multipart: true } as Record<string, unknown>;
  }
  return (await request.json()) as Record<string, unknown>;
};

/** Refuses every save to `path` as stale (changed at `changedAt`, by the reader when `byMe`), keeping each body sent. */
export const staleSaves = (path: string, changedAt = CHANGED, byMe = false) => {
  const sent: Record<string, unknown>[] = [];
  const handler = http.post(path, async ({ request }) => {
    sent.push(await bodyOf(request));
    return fail(409, VERSION_MESSAGES.stale, { data: { changed_by: CHANGED_BY, changed_at: changedAt, changed_by_me: byMe } });
  });
  return { sent, handler };
};

/** The notice naming who changed the record and when. */
export const findStaleNotice = async (scope: HTMLElement = document.body) => {
  const notice = await within(scope).findByText(new RegExp(`${CHANGED_BY} changed this record at`));
  expect(notice).toHaveTextContent(CHANGED_TEXT);
  return notice;
};

/** Reload: declined first (the edits stay), then confirmed. */
export const reload = async (user: ReturnType<typeof userEvent.setup>, keepsEdit: () => void, scope: HTMLElement = document.body) => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await user.click(within(scope).getByRole('button', { name: 'Reload' }));
  keepsEdit();
  await user.click(within(scope).getByRole('button', { name: 'Reload' }));
  expect(confirm).toHaveBeenCalledTimes(2);
  confirm.mockRestore();
};

export const noStaleNotice = () => expect(screen.queryByText(new RegExp(`${CHANGED_BY} changed this record`))).toBeNull();
