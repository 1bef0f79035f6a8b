const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

async function siteUrlWith(value: string): Promise<string> {
  process.env.SITE_URL = value;
  let url = '';
  await jest.isolateModulesAsync(async () => {
    url = (await import('./site-config')).siteConfig.url;
  });
  return url;
}

test('the site URL is SITE_URL without its final slash, and a blank one counts as unset', async () => {
  expect(await siteUrlWith('https://www.solio.example/')).toBe('https://www.solio.example');
  expect(await siteUrlWith('')).toBe('http://localhost:3000');
  expect(await siteUrlWith('  ')).toBe('http://localhost:3000');
});
