import { buildMetadata, localizedUrl } from './metadata';

const page = { locale: 'fr', path: '/actualites/communiques/x', description: 'Un communiqué.' } as const;

test("the layout's ' | Solio' follows a title, unless the title names the group already", () => {
  expect(buildMetadata({ ...page, title: 'Centrale solaire de Bouaké' }).title).toBe('Centrale solaire de Bouaké');
  expect(buildMetadata({ ...page, title: 'Le groupe devient Solio' }).title).toEqual({ absolute: 'Le groupe devient Solio' });
  expect(buildMetadata({ ...page, title: 'Solioscope' }).title).toBe('Solioscope');
  expect(buildMetadata({ ...page, title: 'Le groupe devient Solio' }).openGraph?.title).toBe('Le groupe devient Solio');
});

test('a page whose address differs by language is canonical at its own, with each language in its cluster', () => {
  const metadata = buildMetadata({
    locale: 'en',
    title: 'African Energy Transition Forum',
    description: 'Three days of talks.',
    paths: { fr: '/actualites/evenements/forum-africain-de-la-transition-energetique', en: '/actualites/evenements/african-energy-transition-forum' },
  });
  expect(metadata.alternates).toEqual({
    canonical: 'http://localhost:3000/en/actualites/evenements/african-energy-transition-forum',
    languages: {
      fr: 'http://localhost:3000/actualites/evenements/forum-africain-de-la-transition-energetique',
      en: 'http://localhost:3000/en/actualites/evenements/african-energy-transition-forum',
      'x-default': 'http://localhost:3000/actualites/evenements/forum-africain-de-la-transition-energetique',
    },
  });
  expect(metadata.openGraph).toMatchObject({ url: 'http://localhost:3000/en/actualites/evenements/african-energy-transition-forum', locale: 'en_US', alternateLocale: ['fr_FR'] });
});

test('the home page is at the site URL without a final slash, as Next writes its canonical link', () => {
  expect(localizedUrl('/', 'fr')).toBe('http://localhost:3000');
  expect(localizedUrl('/', 'en')).toBe('http://localhost:3000/en');
  expect(buildMetadata({ locale: 'fr', path: '/', title: 'Accueil', description: 'Le groupe.' }).alternates).toEqual({
    canonical: 'http://localhost:3000',
    languages: { fr: 'http://localhost:3000', en: 'http://localhost:3000/en', 'x-default': 'http://localhost:3000' },
  });
});
