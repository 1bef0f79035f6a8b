import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { acceptCookies, localePath, locales } from './corporate-helpers';

const paths = [
  '/',
  '/presentation',
  '/mission-vision',
  '/certifications',
  '/culture',
  '/activites',
  '/presence',
  '/nos-filiales',
  '/filiales',
  '/filiales/growth-energy',
  '/filiales/asking',
  '/filiales/mfg-technologies',
  '/filiales/gem-e-mobility',
  '/gouvernance/direction',
  '/gouvernance/comite-executif',
];

for (const theme of ['light', 'dark'] as const) {
  for (const { locale, prefix } of locales) {
    test(`corporate pages have no axe violations (${locale}, ${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      // Motion off so counters and fades show their final state when axe measures contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await acceptCookies(page, theme);
      for (const path of paths) {
        await page.goto(localePath(prefix, path));
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(results.violations.map((v) => ({ path, id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
      }
    });
  }
}
