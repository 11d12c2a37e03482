// Marks when this tab last reloaded for a new build, so a file missing from the build itself
// shows its error instead of reloading the tab for ever.
const RELOADED_AT = 'mandi.reloaded_for_new_build';
const AGAIN_AFTER_MS = 30_000;

/**
 * A tab opened before a new build (a deploy, a rebuild) asks for screens under the old build's file
 * names, which the server no longer has, and Vite reports `vite:preloadError`. The tab loads the
 * app again, once, and takes the new build, rather than showing "Something went wrong" on the
 * screen it was opening. The shell is never cached (server/ui/static.ts), so the reload gets it.
 */
export function reloadOnStaleBuild(
  event: Event,
  storage: Storage = sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now(),
) {
  try {
    if (now - Number(storage.getItem(RELOADED_AT) ?? 0) < AGAIN_AFTER_MS) return;
    storage.setItem(RELOADED_AT, String(now));
  } catch {
    // No storage to remember the reload by: no reload, as nothing would stop a loop.
    return;
  }
  event.preventDefault();
  reload();
}
