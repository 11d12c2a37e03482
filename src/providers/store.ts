import { localStorageStore, type Store } from 'react-admin';

// The screen's language and light or dark theme belong to the device, not to an account: a
// sign-out, which resets the store (columns, saved-view choices, list params), keeps them, so the
// sign-in page and the next account's screens stay in the language chosen.
const DEVICE_KEYS = ['locale', 'theme'];

/** react-admin's localStorage store whose reset leaves the device's own choices in place. */
export const createStore = (): Store => {
  const store = localStorageStore();
  return {
    ...store,
    reset() {
      const kept = DEVICE_KEYS.map((key) => [key, store.getItem(key)] as const);
      store.reset();
      for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    },
  };
};
