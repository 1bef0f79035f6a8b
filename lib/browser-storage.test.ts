/** @jest-environment jsdom */
import { browserStorage } from './browser-storage';

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

afterEach(() => {
  if (realStorage) Object.defineProperty(window, 'localStorage', realStorage);
  window.localStorage.clear();
});

describe('browserStorage', () => {
  it('reads, writes and removes through localStorage', () => {
    browserStorage.setItem('key', 'value');
    expect(window.localStorage.getItem('key')).toBe('value');
    expect(browserStorage.getItem('key')).toBe('value');
    browserStorage.removeItem('key');
    expect(browserStorage.getItem('key')).toBeNull();
  });

  it('finds nothing and throws nothing where the browser refuses site data', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(browserStorage.getItem('key')).toBeNull();
    expect(() => browserStorage.setItem('key', 'value')).not.toThrow();
    expect(() => browserStorage.removeItem('key')).not.toThrow();
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
});
