// The browser's localStorage, guarded. Where a visitor's settings refuse site data, merely reading
// `window.localStorage` throws, and a full storage throws on write: in a React effect that would
// replace the whole page with an error. Through this guard, reads find nothing and writes are
// dropped, so the site works for that visitor without remembering anything.

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const browserStorage: KeyValueStore = {
  getItem(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Refused or full: nothing is remembered.
    }
  },
  removeItem(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Refused: there is nothing stored to remove.
    }
  },
};
