import { expect, test } from '@playwright/test';
import { pageRoutes } from './routes';

// A page reads in its own language: text in the other one is an untranslated string, unless an
// element declares it (WordPress writes in French only, and its text on /en is marked lang="fr").
// Function words give a language away; accents do not (Montréal, Hélène N’Diaye-Côté).
const otherLanguageWords = {
  en: /(?:^|[\s(«“'’])(?:les|des|du|une|pour|avec|nous|vous|votre|vos|sur|dans|est|sont|aux|et)(?=[\s,.;:!?)»”]|$)/i,
  fr: /\b(?:the|and|with|your|our|you|this|that|from|read|more|about)\b/i,
};

// Proper names that contain such words: the places of two bundled English events, and the data
// protection authorities the privacy policies name by their official names.
const properNames = ['Parc des Expositions', 'Boulevard du Peuple Murundi', 'Office of the Data Protection Commissioner', 'Commission nationale de l’informatique et des libertés'];

test('every page reads in its own language, outside what declares another', async ({ page }) => {
  // Every page of the route table in one test, as route-table.spec.ts's walks: on a 2-core machine
  // their loads alone take 30 to 75 s, and twice that on a slow day.
  test.setTimeout(180_000);
  const foreignTexts: Record<string, string[]> = {};
  for (const path of pageRoutes) {
    await page.goto(path);
    const found = await page.evaluate(
      ({ sources, names }) => {
        const language = document.documentElement.lang as 'fr' | 'en';
        const other = new RegExp(sources[language], 'i');
        const declared = (element: Element) => element.closest('[lang]')?.getAttribute('lang')?.slice(0, 2);
        const foreign = (text: string, element: Element) => declared(element) === language && other.test(names.reduce((rest, name) => rest.replaceAll(name, ''), text));
        const texts: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = node.textContent?.trim() ?? '';
          if (parent && text && !parent.closest('script, style') && foreign(text, parent)) texts.push(text);
        }
        for (const element of document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
          for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
            const value = element.getAttribute(name);
            if (value && foreign(value, element)) texts.push(`${name}="${value}"`);
          }
        }
        return texts;
      },
      { sources: { fr: otherLanguageWords.fr.source, en: otherLanguageWords.en.source }, names: properNames },
    );
    if (found.length > 0) foreignTexts[path] = found;
  }
  expect(foreignTexts).toEqual({});
});
