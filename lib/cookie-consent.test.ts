import type { KeyValueStore } from './browser-storage';
import { allAccepted, askAgain, clearConsent, forbiddenCookieNames, hasStoredConsent, onlyNecessary, storeConsent, takeAskedAgain } from './cookie-consent';

function memoryStore(entries: Record<string, string> = {}): KeyValueStore & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => void (entries[key] = value),
    removeItem: (key) => void delete entries[key],
  };
}

describe('forbiddenCookieNames', () => {
  const cookies = '_ga=GA1.1; _gid=GA1.2; _fbp=fb.1; _pixel_id=9; theme=dark; session_ga=1';

  it('lists analytics and marketing cookies when optional categories are refused', () => {
    expect(forbiddenCookieNames(cookies, onlyNecessary)).toEqual(['_ga', '_gid', '_fbp', '_pixel_id']);
  });

  it('lists nothing when everything is accepted', () => {
    expect(forbiddenCookieNames(cookies, allAccepted)).toEqual([]);
  });

  it('refuses only the category that was refused', () => {
    expect(forbiddenCookieNames(cookies, { ...allAccepted, analytics: false })).toEqual(['_ga', '_gid']);
    expect(forbiddenCookieNames(cookies, { ...allAccepted, marketing: false })).toEqual(['_fbp', '_pixel_id']);
  });
});

describe('hasStoredConsent', () => {
  const decidedOn = new Date('2026-01-31T10:00:00Z');

  it('holds a choice for 390 days, less than any 13 months, from the moment it was made', () => {
    const store = memoryStore();
    storeConsent(store, onlyNecessary, decidedOn);
    expect(hasStoredConsent(store, new Date('2027-02-25T09:59:59Z'))).toBe(true);
  });

  it('then forgets it, preferences and date with it', () => {
    const store = memoryStore();
    storeConsent(store, allAccepted, decidedOn);
    expect(hasStoredConsent(store, new Date('2027-02-25T10:00:00Z'))).toBe(false);
    expect(store.entries).toEqual({});
  });

  it('dates a choice stored without a date, or with a date to come, from now', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const dates: Record<string, string>[] = [{}, { 'solio-cookie-consent-date': 'yesterday' }, { 'solio-cookie-consent-date': '2030-01-01T00:00:00Z' }];
    for (const stored of dates) {
      const store = memoryStore({ 'solio-cookie-consent': 'true', ...stored });
      expect(hasStoredConsent(store, now)).toBe(true);
      expect(store.entries['solio-cookie-consent-date']).toBe(now.toISOString());
    }
  });

  it('finds no choice where none was made, or where it was cleared', () => {
    const store = memoryStore();
    expect(hasStoredConsent(store)).toBe(false);
    storeConsent(store, allAccepted);
    clearConsent(store);
    expect(hasStoredConsent(store)).toBe(false);
    expect(store.entries).toEqual({});
  });
});

describe('askAgain', () => {
  it('forgets the choice and tells the next page of this tab, once, that the visitor asked', () => {
    const store = memoryStore();
    const tab = memoryStore();
    storeConsent(store, allAccepted);
    expect(takeAskedAgain(tab)).toBe(false);
    askAgain(store, tab);
    expect(hasStoredConsent(store)).toBe(false);
    expect(takeAskedAgain(tab)).toBe(true);
    expect(takeAskedAgain(tab)).toBe(false);
    expect(tab.entries).toEqual({});
  });
});
