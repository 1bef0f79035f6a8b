import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { privacyPolicy } from './legal';

// The theme and the language are kept whatever the visitor chooses: the cookie dialog files them
// under necessary, and the policy must describe the same categories.
describe('privacy policy', () => {
  it.each([
    ['fr', fr, 'Nécessaires', /langue.*thème/],
    ['en', en, 'Necessary', /language.*theme/],
  ] as const)('files language and theme under necessary cookies, as the cookie dialog does (%s)', (locale, messages, necessary, languageAndTheme) => {
    const categories = privacyPolicy[locale].sections.flatMap((section) => section.items ?? []).filter((item) => /^(Nécessaires|Fonctionnels|Analytiques|Marketing|Necessary|Functional|Analytics)\b/.test(item));
    expect(categories).toHaveLength(4);
    const [necessaryItem = '', ...optional] = categories;
    expect(necessaryItem.startsWith(necessary)).toBe(true);
    expect(necessaryItem).toMatch(languageAndTheme);
    expect(messages.CookieConsent.categories.necessaryDescription).toMatch(languageAndTheme);
    for (const item of optional) expect(item).not.toMatch(languageAndTheme);
  });
});
