import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { keepFiguresTogether } from '@/lib/text/figures';

/** Every text of a message file, by its key. */
function texts(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value as object, `${prefix}${key}.`),
  );
}

// The spec quotes these texts with a straight apostrophe, and quoted texts are used word for word.
const quotedBySpec = new Set([
  'fr:ProjectsPage.notFoundDescription',
  'fr:ShowroomForm.errorDescription',
  'fr:JobApplicationForm.errorDescription',
  'fr:DialogForm.errorDescription',
  'fr:PressList.readArticle',
  'fr:PressList.loadingArticle',
  'en:JobApplicationForm.successDescription',
]);

test('the texts of both languages write the apostrophe ’, except those the spec quotes', () => {
  const keyed = (language: string, messages: object) => texts(messages).map(([key, text]): [string, string] => [`${language}:${key}`, text]);
  const straight = [...keyed('fr', fr), ...keyed('en', en)].filter(([key, text]) => text.includes("'") && !quotedBySpec.has(key)).map(([key]) => key);
  expect(straight).toEqual([]);
});

// French sets a no-break space before : ; ? ! and », after «, and inside a number.
test('the French texts hold their punctuation and numbers with no-break spaces', () => {
  const plainSpace = / [:;?!»]|« |\d \d{3}(?!\d)|\d %/;
  expect(texts(fr).filter(([, text]) => plainSpace.test(text)).map(([key]) => key)).toEqual([]);
});

// A figure stays on one line with its unit ('7 Mo'), in both languages; a placeholder stands for a
// figure too ('{value} %').
test('the texts of both languages hold each figure with its unit', () => {
  const all = [...texts(fr), ...texts(en)];
  expect(all.filter(([, text]) => keepFiguresTogether(text.replace(/\{\w+\}/g, '0')) !== text.replace(/\{\w+\}/g, '0')).map(([key]) => key)).toEqual([]);
});
