import { localeFromPathname, localizedPath, pathWithoutLocale } from './request-path';

describe('request paths', () => {
  it.each([
    ['/', 'fr', '/'],
    ['/presentation', 'fr', '/presentation'],
    ['/fr', 'fr', '/'],
    ['/fr/presentation', 'fr', '/presentation'],
    ['/en', 'en', '/'],
    ['/en/presentation', 'en', '/presentation'],
    ['/english', 'fr', '/english'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(localeFromPathname(pathname)).toBe(locale);
    expect(pathWithoutLocale(pathname)).toBe(path);
  });

  it.each([
    ['/', 'fr', '/'],
    ['/contact', 'fr', '/contact'],
    ['/', 'en', '/en'],
    ['/contact#form', 'en', '/en/contact#form'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });
});
