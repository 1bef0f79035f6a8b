import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { fillIn } from './fill-in';
import { countLabels, labelNamespaces } from './labels';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

describe.each([
  ['fr', fr],
  ['en', en],
] as const)('labels sent to the browser (%s)', (locale, messages) => {
  const cases = labelNamespaces.flatMap((namespace) => leaves(messages[namespace] as Tree).map(([key, text]) => [namespace, key, text] as const));

  it.each(cases)('%s.%s reads the same through fillIn as through next-intl', (namespace, key, text) => {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const values = Object.fromEntries(names.map((name, index) => [name, index % 2 === 0 ? 1234 : `<${name}>`]));
    const translate = createTranslator({ locale, messages: messages as Tree, namespace });
    expect(fillIn(text, values)).toBe(translate(key as never, values));
  });
});

describe('fillIn', () => {
  it('fills every occurrence and leaves unknown placeholders visible', () => {
    expect(fillIn('{a} et {a}, {b}', { a: 'x' })).toBe('x et x, {b}');
  });
});

describe('countLabels', () => {
  it('gives one text per count from zero to the list length, with the plural rules of the language', () => {
    const t = createTranslator({ locale: 'fr', messages: fr, namespace: 'PressList' });
    expect(countLabels(2, (count) => t('resultsCount', { count }))).toEqual(['Aucun communiqué', '1 communiqué', '2 communiqués']);
  });
});
