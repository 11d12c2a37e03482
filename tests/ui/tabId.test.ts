import { afterEach, describe, expect, it, vi } from 'vitest';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a tab's id", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is a version 4 UUID on a page over plain HTTP too, where the browser offers no randomUUID', async () => {
    const browsers = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends Uint8Array>(bytes: T) => browsers.getRandomValues(bytes) });
    const first = (await import('../../src/providers/tab')).TAB_ID;
    vi.resetModules();
    const second = (await import('../../src/providers/tab')).TAB_ID;
    expect(first).toMatch(UUID_V4);
    expect(second).toMatch(UUID_V4);
    expect(second).not.toBe(first);
  });
});
