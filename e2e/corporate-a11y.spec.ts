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

for (const { prefix } of locales) {
  for (const path of paths) {
    test(`${localePath(prefix, path)} has no axe violations in light and dark themes`, async ({ page }) => {
      // Motion off so counters and fades show their final state when axe measures contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const theme of ['light', 'dark'] as const) {
        await acceptCookies(page, theme);
        await page.goto(localePath(prefix, path));
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(results.violations.map((v) => ({ theme, id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
      }
    });
  }
}
