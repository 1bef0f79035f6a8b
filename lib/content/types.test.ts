import { foreignTextLanguage, textLanguage } from './types';

const bilingual = { languages: ['fr', 'en'] as const };
const frenchOnly = { languages: ['fr'] as const };

describe('the language of an item’s text', () => {
  it('is the page’s when the item is written in it', () => {
    expect(textLanguage(bilingual, 'en')).toBe('en');
    expect(textLanguage(frenchOnly, 'fr')).toBe('fr');
    expect(foreignTextLanguage(bilingual, 'en')).toBeUndefined();
    expect(foreignTextLanguage(frenchOnly, 'fr')).toBeUndefined();
  });

  it('is the item’s own on a page of another language, and then needs its own lang', () => {
    expect(textLanguage(frenchOnly, 'en')).toBe('fr');
    expect(foreignTextLanguage(frenchOnly, 'en')).toBe('fr');
  });
});
