import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { privacyPolicy } from './legal';

// The theme and the language are kept whatever the visitor chooses: the cookie dialog files them
// under necessary, and the policy must describe the same categories. Both name authentication
// among the necessary cookies, as the specification's cookie text does.
describe('privacy policy', () => {
  it.each([
    ['fr', fr, 'Nécessaires', /langue.*thème/, /authentification/],
    ['en', en, 'Necessary', /language.*theme/, /authentication/],
  ] as const)('files language, theme and authentication under necessary cookies, as the cookie dialog does (%s)', (locale, messages, necessary, languageAndTheme, authentication) => {
    const categories = privacyPolicy[locale].sections.flatMap((section) => section.items ?? []).filter((item) => /^(Nécessaires|Fonctionnels|Analytiques|Marketing|Necessary|Functional|Analytics)\b/.test(item));
    expect(categories).toHaveLength(4);
    const [necessaryItem = '', ...optional] = categories;
    expect(necessaryItem.startsWith(necessary)).toBe(true);
    expect(necessaryItem).toMatch(languageAndTheme);
    expect(messages.CookieConsent.categories.necessaryDescription).toMatch(languageAndTheme);
    expect(necessaryItem).toMatch(authentication);
    expect(messages.CookieConsent.categories.necessaryDescription).toMatch(authentication);
    for (const item of optional) expect(item).not.toMatch(languageAndTheme);
  });
});
