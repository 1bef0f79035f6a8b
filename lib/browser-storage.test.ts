/** @jest-environment jsdom */
import { browserStorage, tabStorage } from './browser-storage';

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');
const realTabStorage = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

afterEach(() => {
  if (realStorage) Object.defineProperty(window, 'localStorage', realStorage);
  if (realTabStorage) Object.defineProperty(window, 'sessionStorage', realTabStorage);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('browserStorage', () => {
  it('reads, writes and removes through localStorage', () => {
    browserStorage.setItem('key', 'value');
    expect(window.localStorage.getItem('key')).toBe('value');
    expect(browserStorage.getItem('key')).toBe('value');
    browserStorage.removeItem('key');
    expect(browserStorage.getItem('key')).toBeNull();
  });

  it.each([
    ['localStorage', browserStorage],
    ['sessionStorage', tabStorage],
  ] as const)('finds nothing and throws nothing where the browser refuses site data (%s)', (name, store) => {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(store.getItem('key')).toBeNull();
    expect(() => store.setItem('key', 'value')).not.toThrow();
    expect(() => store.removeItem('key')).not.toThrow();
  });

  it('drops a write that a full storage refuses, keeping what was there', () => {
    browserStorage.setItem('key', 'before');
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => browserStorage.setItem('key', 'after')).not.toThrow();
    full.mockRestore();
    expect(browserStorage.getItem('key')).toBe('before');
  });

  it('keeps the tab’s storage apart from localStorage', () => {
    tabStorage.setItem('key', 'value');
    expect(window.sessionStorage.getItem('key')).toBe('value');
    expect(window.localStorage.getItem('key')).toBeNull();
  });
});
