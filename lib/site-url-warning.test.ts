import { siteUrlWarning } from './site-url-warning';

describe('siteUrlWarning', () => {
  it('warns when SITE_URL is missing or blank', () => {
    expect(siteUrlWarning({})).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:3000/);
    expect(siteUrlWarning({ SITE_URL: '  ' })).toMatch(/^SITE_URL is not set/);
  });

  it('warns when SITE_URL is a local address, as in the .env copied from .env.example', () => {
    expect(siteUrlWarning({ SITE_URL: 'http://localhost:3000' })).toMatch(/^SITE_URL is http:\/\/localhost:3000: .*public address/);
    expect(siteUrlWarning({ SITE_URL: 'http://127.0.0.1:3100' })).toMatch(/^SITE_URL is http:\/\/127\.0\.0\.1:3100/);
  });

  it('stays quiet when SITE_URL is a public address', () => {
    expect(siteUrlWarning({ SITE_URL: 'https://www.solio.example' })).toBeNull();
  });
});
