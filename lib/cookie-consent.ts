// Cookie consent as stored in the browser (spec §4, §7, §9): the flag, the preferences, and the cleanup.
import type { KeyValueStore } from './browser-storage';

const consentStorageKey = 'solio-cookie-consent';
const preferencesStorageKey = 'solio-cookie-preferences';

export type CookiePreferences = { necessary: true; functional: boolean; analytics: boolean; marketing: boolean };

export const allAccepted: CookiePreferences = { necessary: true, functional: true, analytics: true, marketing: true };
export const onlyNecessary: CookiePreferences = { necessary: true, functional: false, analytics: false, marketing: false };

const prefixesByCategory = { analytics: ['_ga', '_gid'], marketing: ['_fb', '_pixel'] } as const;

export function hasStoredConsent(storage: KeyValueStore): boolean {
  return storage.getItem(consentStorageKey) === 'true';
}

export function storeConsent(storage: KeyValueStore, preferences: CookiePreferences): void {
  storage.setItem(consentStorageKey, 'true');
  storage.setItem(preferencesStorageKey, JSON.stringify(preferences));
}

export function clearConsent(storage: KeyValueStore): void {
  storage.removeItem(consentStorageKey);
  storage.removeItem(preferencesStorageKey);
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
