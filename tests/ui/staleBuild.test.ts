import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild } from '../../src/staleBuild';

const failedChunk = () => new Event('vite:preloadError', { cancelable: true });

describe('a screen of an older build that cannot load', () => {
  it('reloads the tab once, and not again within 30 s, so a file missing from the new build shows its error', () => {
    const reload = vi.fn();
    const first = failedChunk();
    reloadOnStaleBuild(first, sessionStorage, reload, 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
    // Handled: Vite does not throw the error to the screen.
    expect(first.defaultPrevented).toBe(true);

    const soon = failedChunk();
    reloadOnStaleBuild(soon, sessionStorage, reload, 1_020_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(soon.defaultPrevented).toBe(false);

    reloadOnStaleBuild(failedChunk(), sessionStorage, reload, 1_040_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload where the tab cannot remember it did', () => {
    const reload = vi.fn();
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const event = failedChunk();
    reloadOnStaleBuild(event, refusing, reload, 1);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
