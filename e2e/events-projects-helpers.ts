// Shared set-up of the events and projects end-to-end specs: no cookie banner, chosen theme, axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function prepare(page: Page, theme: 'light' | 'dark' = 'light') {
  await page.addInitScript((value) => {
    window.localStorage.setItem('solio-cookie-consent', 'true');
    window.localStorage.setItem('solio-ui-theme', value);
  }, theme);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}
