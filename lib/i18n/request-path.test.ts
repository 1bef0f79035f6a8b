import { localeFromPathname, pathWithoutLocale } from './request-path';

describe('request paths', () => {
  it.each([
    ['/', 'fr', '/'],
    ['/presentation', 'fr', '/presentation'],
    ['/en', 'en', '/'],
    ['/en/presentation', 'en', '/presentation'],
    ['/english', 'fr', '/english'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(localeFromPathname(pathname)).toBe(locale);
    expect(pathWithoutLocale(pathname)).toBe(path);
  });
});
