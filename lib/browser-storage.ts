// The browser's localStorage and sessionStorage, guarded. Where a visitor's settings refuse site
// data, merely reading `window.localStorage` throws, and a full storage throws on write: in a React
// effect that would replace the whole page with an error. Through this guard, reads find nothing and
// writes are dropped, so the site works for that visitor without remembering anything.

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function guarded(storage: () => Storage): KeyValueStore {
  return {
    getItem(key) {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage().setItem(key, value);
      } catch {
        // Refused or full: nothing is remembered.
      }
    },
    removeItem(key) {
      try {
        storage().removeItem(key);
      } catch {
        // Refused: there is nothing stored to remove.
      }
    },
  };
}

export const browserStorage = guarded(() => window.localStorage);

/** This tab's storage, gone with it. */
export const tabStorage = guarded(() => window.sessionStorage);
