// Cookie consent as stored in the browser (spec §4, §7, §9): the flag, the preferences, and the cleanup.
import type { KeyValueStore } from './browser-storage';

const consentStorageKey = 'solio-cookie-consent';
const preferencesStorageKey = 'solio-cookie-preferences';
const decidedAtStorageKey = 'solio-cookie-consent-date';
/** In the tab's own storage: survives the footer's reload, and nothing else. */
const askedAgainStorageKey = 'solio-cookie-asked-again';

/**
 * The privacy policy keeps a cookie choice 13 months at most, then the banner asks again: 390
 * days, shorter than any 13 calendar months.
 */
const consentLifetimeMs = 390 * 24 * 60 * 60 * 1000;

export type CookiePreferences = { necessary: true; functional: boolean; analytics: boolean; marketing: boolean };

export const allAccepted: CookiePreferences = { necessary: true, functional: true, analytics: true, marketing: true };
export const onlyNecessary: CookiePreferences = { necessary: true, functional: false, analytics: false, marketing: false };

const prefixesByCategory = { analytics: ['_ga', '_gid'], marketing: ['_fb', '_pixel'] } as const;

/** The storage keys whose change in another tab may answer or reopen the banner in this one. */
export function isConsentStorageKey(key: string | null): boolean {
  return key === null || key === consentStorageKey;
}

/**
 * Whether the visitor has made a choice that still holds. One older than 13 months is forgotten;
 * one without a date (stored before the date was kept) counts from now.
 */
export function hasStoredConsent(storage: KeyValueStore, now = new Date()): boolean {
  if (storage.getItem(consentStorageKey) !== 'true') return false;
  const decidedAt = new Date(storage.getItem(decidedAtStorageKey) ?? Number.NaN);
  if (Number.isNaN(decidedAt.getTime()) || decidedAt > now) {
    storage.setItem(decidedAtStorageKey, now.toISOString());
    return true;
  }
  if (now.getTime() - decidedAt.getTime() < consentLifetimeMs) return true;
  clearConsent(storage);
  return false;
}

export function storeConsent(storage: KeyValueStore, preferences: CookiePreferences, now = new Date()): void {
  storage.setItem(decidedAtStorageKey, now.toISOString());
  storage.setItem(preferencesStorageKey, JSON.stringify(preferences));
  // Last: other tabs follow this key's change, and read the preferences and date with it.
  storage.setItem(consentStorageKey, 'true');
}

export function clearConsent(storage: KeyValueStore): void {
  storage.removeItem(consentStorageKey);
  storage.removeItem(preferencesStorageKey);
  storage.removeItem(decidedAtStorageKey);
}

/**
 * The footer's Cookie Settings: forgets the choice and notes, for the page the reload brings, that
 * the visitor asked for the banner. That page then takes them to it: the reload drops the keyboard's
 * place and whatever a screen reader was reading.
 */
export function askAgain(storage: KeyValueStore, tab: KeyValueStore): void {
  clearConsent(storage);
  tab.setItem(askedAgainStorageKey, 'true');
}

/** Whether this page follows the footer's Cookie Settings; answers once. */
export function takeAskedAgain(tab: KeyValueStore): boolean {
  const asked = tab.getItem(askedAgainStorageKey) === 'true';
  tab.removeItem(askedAgainStorageKey);
  return asked;
}

/** Names of the cookies in a `document.cookie` string that the refused categories forbid. */
export function forbiddenCookieNames(cookieHeader: string, preferences: CookiePreferences): string[] {
  const prefixes = [
    ...(preferences.analytics ? [] : prefixesByCategory.analytics),
    ...(preferences.marketing ? [] : prefixesByCategory.marketing),
  ];
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name && prefixes.some((prefix) => name.startsWith(prefix)));
}

/** Expires forbidden cookies on this host and its parent domains, where trackers usually set them. */
export function deleteForbiddenCookies(doc: Document, preferences: CookiePreferences): void {
  const hostParts = doc.location.hostname.split('.');
  const domains = ['', ...hostParts.map((_, index) => hostParts.slice(index).join('.')).filter((d) => d.includes('.'))];
  for (const name of forbiddenCookieNames(doc.cookie, preferences)) {
    for (const domain of domains) {
      const domainPart = domain ? `; domain=.${domain}` : '';
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domainPart}`;
    }
  }
}
