import { missingSiteUrlWarning } from './site-url-warning';

describe('missingSiteUrlWarning', () => {
  it('warns when SITE_URL is missing or blank', () => {
    expect(missingSiteUrlWarning({})).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:3000/);
    expect(missingSiteUrlWarning({ SITE_URL: '  ' })).toMatch(/^SITE_URL is not set/);
  });

  it('stays quiet when SITE_URL is set', () => {
    expect(missingSiteUrlWarning({ SITE_URL: 'https://www.solio.example' })).toBeNull();
  });
});
