import { allAccepted, forbiddenCookieNames, onlyNecessary } from './cookie-consent';

describe('forbiddenCookieNames', () => {
  const cookies = '_ga=GA1.1; _gid=GA1.2; _fbp=fb.1; _pixel_id=9; theme=dark; session_ga=1';

  it('lists analytics and marketing cookies when optional categories are refused', () => {
    expect(forbiddenCookieNames(cookies, onlyNecessary)).toEqual(['_ga', '_gid', '_fbp', '_pixel_id']);
  });

  it('lists nothing when everything is accepted', () => {
    expect(forbiddenCookieNames(cookies, allAccepted)).toEqual([]);
  });

  it('refuses only the category that was refused', () => {
    expect(forbiddenCookieNames(cookies, { ...allAccepted, analytics: false })).toEqual(['_ga', '_gid']);
    expect(forbiddenCookieNames(cookies, { ...allAccepted, marketing: false })).toEqual(['_fbp', '_pixel_id']);
  });
});
