import { bundledPressReleases } from '@/lib/content/bundled/press-releases';
import { pressImages } from '@/lib/content/press-assets';
import { breadcrumbJsonLd, newsArticleJsonLd, organizationJsonLd, serializeJsonLd, webPageJsonLd } from './json-ld';

describe('JSON-LD builders', () => {
  it('builds an Organization founded in 2019, with its offices (ISO country codes) and social profile', () => {
    const org = organizationJsonLd({
      description: 'Groupe',
      logoPath: '/images/logos/solio.svg',
      offices: [{ city: 'Nairobi', countryCode: 'KE' }, { city: 'Paris', countryCode: 'FR' }],
    });
    expect(org['@type']).toBe('Organization');
    expect(org.foundingDate).toBe('2019');
    expect(org.logo).toMatch(/^https?:\/\/.+\/images\/logos\/solio\.svg$/);
    expect(org.address).toEqual([
      { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' },
      { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'FR' },
    ]);
    expect(org.sameAs).toEqual([expect.stringMatching(/^https:\/\/www\.linkedin\.com\//)]);
  });

  it('builds a BreadcrumbList whose items are numbered from 1 and each carry a URL', () => {
    const list = breadcrumbJsonLd([
      { name: 'Accueil', url: 'https://solio.example/' },
      { name: 'Communiqués', url: 'https://solio.example/actualites/communiques' },
    ]);
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://solio.example/' },
      { '@type': 'ListItem', position: 2, name: 'Communiqués', item: 'https://solio.example/actualites/communiques' },
    ]);
  });

  it('builds a WebPage with the localized URL and language', () => {
    const page = webPageJsonLd({ locale: 'en', path: '/', name: 'Solio', description: 'd' });
    expect(page['@type']).toBe('WebPage');
    expect(page.inLanguage).toBe('en-US');
    expect(String(page.url)).toMatch(/\/en$/);
  });

  it('escapes < so the script element cannot be closed early', () => {
    const json = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('newsArticleJsonLd', () => {
  it('describes a press release as a NewsArticle with absolute image URLs', () => {
    const release = bundledPressReleases.fr[0]!;
    const data = newsArticleJsonLd(release, 'https://solio.example/actualites/communiques/x');
    expect(data).toMatchObject({ '@type': 'NewsArticle', headline: release.title, datePublished: release.date });
    expect(data.image).toEqual(expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]));
    for (const image of data.image as string[]) expect(image).toMatch(/^https?:\/\//);
  });

  it('gives the last edit as dateModified when the source has one, and no dateModified otherwise', () => {
    const release = bundledPressReleases.fr[0]!;
    expect(newsArticleJsonLd(release, 'https://solio.example/x')).not.toHaveProperty('dateModified');
    const edited = newsArticleJsonLd({ ...release, modified: '2026-10-02T08:15:00Z' }, 'https://solio.example/x');
    expect(edited).toMatchObject({ datePublished: release.date, dateModified: '2026-10-02T08:15:00Z' });
  });

  it('shortens a long title to a headline of at most 110 characters that ends on a whole word, with an ellipsis', () => {
    const title = 'Solio et son partenaire lancent un programme régional d’investissement dans les mini-réseaux solaires pour électrifier 1 200 villages et écoles d’Afrique de l’Est d’ici 2030';
    const { headline } = newsArticleJsonLd({ ...bundledPressReleases.fr[0]!, title }, 'https://solio.example/x');
    expect(headline).toBe('Solio et son partenaire lancent un programme régional d’investissement dans les mini-réseaux solaires pour…');
    expect(String(headline).length).toBeLessThanOrEqual(110);
  });

  it('leaves the placeholder out of the article images', () => {
    const release = bundledPressReleases.fr.find((item) => item.gallery.some((image) => image.src === pressImages.placeholder.src))!;
    const images = newsArticleJsonLd(release, 'https://solio.example/actualites/communiques/x').image as string[];
    expect(images.length).toBeGreaterThan(1);
    expect(images.filter((image) => image.endsWith(pressImages.placeholder.src))).toEqual([]);
  });
});
