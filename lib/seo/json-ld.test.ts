import { bundledPressReleases } from '@/lib/content/bundled/press-releases';
import { newsArticleJsonLd, organizationJsonLd, serializeJsonLd, webPageJsonLd } from './json-ld';

describe('JSON-LD builders', () => {
  it('builds an Organization founded in 2019', () => {
    const org = organizationJsonLd({ description: 'Groupe', logoPath: '/images/logos/solio.svg' });
    expect(org['@type']).toBe('Organization');
    expect(org.foundingDate).toBe('2019');
    expect(org.logo).toMatch(/\/images\/logos\/solio\.svg$/);
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
});
