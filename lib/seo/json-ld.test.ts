import { bundledPressReleases } from '@/lib/content/bundled/press-releases';
import { newsArticleJsonLd, serializeJsonLd } from './json-ld';

describe('JSON-LD', () => {
  it('escapes < so content cannot close the script element', () => {
    const text = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });

  it('describes a press release as a NewsArticle with absolute image URLs', () => {
    const release = bundledPressReleases.fr[0]!;
    const data = newsArticleJsonLd(release, 'https://solio.example/actualites/communiques/x');
    expect(data).toMatchObject({ '@type': 'NewsArticle', headline: release.title, datePublished: release.date });
    for (const image of data.image) expect(image).toMatch(/^https?:\/\//);
  });
});
