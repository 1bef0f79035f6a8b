import { contentNotFoundFor } from './content-not-found';
import { formatContentDate } from './format-date';
import { hasFilterTag, pressTagFilterLabel, pressTagFilters, tagColourClass } from './press-tags';
import { pickOthers, shuffled } from './shuffle';
import { youtubeEmbedUrl, youtubeVideoId } from './video';

describe('press helpers', () => {
  it('matches the tags of the spec\'s filters whatever the spelling', () => {
    const filter = (label: string) => pressTagFilters.find((candidate) => candidate.label === label)!;
    expect(hasFilterTag(['Growth Energy'], filter('Growth Energy'))).toBe(true);
    expect(hasFilterTag(['GEM', 'Africa'], filter('Africa'))).toBe(true);
    expect(hasFilterTag(['MFG Technologies'], filter('MFG'))).toBe(true);
    expect(hasFilterTag(['mfg-technologies'], filter('MFG'))).toBe(true);
    expect(hasFilterTag(['MFG'], filter('MFG'))).toBe(true);
    expect(hasFilterTag(['Solio'], filter('MFG'))).toBe(false);
    expect(hasFilterTag(['Technologies'], filter('MFG'))).toBe(false);
  });

  it('reads a link\'s ?tag= by the filter\'s label or one of its tags, in any case', () => {
    expect(pressTagFilterLabel('Africa')).toBe('Africa');
    expect(pressTagFilterLabel('africa')).toBe('Africa');
    expect(pressTagFilterLabel('growth-energy')).toBe('Growth Energy');
    expect(pressTagFilterLabel('mfg technologies')).toBe('MFG');
    expect(pressTagFilterLabel('gem')).toBe('GEM');
    expect(pressTagFilterLabel('')).toBe('');
    expect(pressTagFilterLabel('wordpress')).toBeUndefined();
    expect(pressTagFilterLabel(['Africa'])).toBeUndefined();
  });

  it('gives known tags their colour and unknown tags a stable one', () => {
    expect(tagColourClass('Growth Energy')).toContain('green');
    expect(tagColourClass('Énergie solaire')).toBe(tagColourClass('Énergie solaire'));
  });

  it('shuffles without losing items and picks 2 of the 4 other articles', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
    expect(shuffled(items).map((item) => item.id).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    for (let run = 0; run < 20; run += 1) {
      const picks = pickOthers(items, 'b');
      expect(picks).toHaveLength(2);
      for (const pick of picks) expect(['a', 'c', 'd', 'e']).toContain(pick.id);
    }
  });

  it('formats dates with French and English month names', () => {
    expect(formatContentDate('2025-03-12', 'fr')).toBe('12 mars 2025');
    expect(formatContentDate('2025-03-12', 'en')).toBe('March 12, 2025');
    expect(formatContentDate('10 juin 2025', 'fr')).toBe('10 juin 2025');
  });

  it('reads YouTube ids from the link forms editors paste', () => {
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ']) {
      expect(youtubeVideoId(url)).toBe('dQw4w9WgXcQ');
    }
    expect(youtubeVideoId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeVideoId('javascript:alert(1)')).toBeUndefined();
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  });

  it('chooses the missing-content message by path, in both locales', () => {
    expect(contentNotFoundFor('/actualites/communiques/nope')?.titleKey).toBe('pressTitle');
    expect(contentNotFoundFor('/en/actualites/articles/nope')?.backHref).toBe('/actualites/communiques');
    expect(contentNotFoundFor('/fr/actualites/communiques/nope')?.titleKey).toBe('pressTitle');
    expect(contentNotFoundFor('/actualites/communiques')).toBeUndefined();
    expect(contentNotFoundFor('/nope')).toBeUndefined();
  });
});
