// Shared setup of the corporate-page specs: locale prefixes and a visitor who already answered the cookie banner.
import type { Page } from '@playwright/test';

export const locales = [
  { locale: 'fr', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

export function localePath(prefix: string, path: string): string {
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}

export async function acceptCookies(page: Page, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('solio-cookie-consent', 'true');
    window.localStorage.setItem('solio-ui-theme', value);
  }, theme);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
