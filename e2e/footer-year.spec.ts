import { expect, test } from '@playwright/test';
import { startStandaloneSite } from '../contract/standalone-site';
import { e2ePorts } from './stand-ins/ports';

/** The year of the footer's '© 2026 Solio. …' line. */
async function footerYear(url: string): Promise<number | null> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  const year = /© (\d{4}) Solio/.exec(await response.text())?.[1];
  return year ? Number(year) : null;
}

// Pages without content to revalidate are prerendered by the build: served as they are until the
// next deploy, they would keep the build's year in their footer. A copy of the build, its server's
// clock set to 2 January of next year, shows whether they are rendered again. Whatever today's
// date, the copied pages are then more than a day old, the longest a page is served unchanged.
test('pages prerendered by the build show the new year in their footer once the year has turned', async () => {
  test.setTimeout(90_000);
  const newYear = new Date().getFullYear() + 1;
  const site = await startStandaloneSite({ port: e2ePorts.clockSite, env: {}, clockStartsAt: `${newYear}-01-02 12:00:00` });
  try {
    for (const path of ['/', '/en/contact', '/legal/privacy-policy']) {
      // The first visit after the page has gone stale gets the stale copy and starts its regeneration.
      await expect.poll(() => footerYear(`${site.url}${path}`), { message: path, timeout: 20_000 }).toBe(newYear);
    }
  } finally {
    await site.stop();
  }
});
