import { mediaItems } from '@/lib/content/media';
import { countMediaByTab, filterMedia, matchesMediaSearch } from './media-filters';

const office = { src: '/images/media/Bureau-Nairobi.svg', name: 'bureau-nairobi.svg', type: 'image' as const };
const video = { src: '/videos/presentation-solio.webm', name: 'presentation-solio.webm', type: 'video' as const };
const report = { src: '/documents/rapport-impact-2025.pdf', name: 'rapport-impact-2025.pdf', type: 'document' as const };
const portrait = { src: '/images/careers/portrait.svg', name: 'portrait.svg', type: 'image' as const };
const items = [office, video, report, portrait];

describe('media search', () => {
  it('matches the name or the path, case-insensitively', () => {
    expect(matchesMediaSearch(office, 'NAIROBI')).toBe(true);
    expect(matchesMediaSearch(portrait, 'careers')).toBe(true);
    expect(matchesMediaSearch(video, 'impact')).toBe(false);
  });

  it('filters by tab and search together', () => {
    expect(filterMedia(items, 'all', '')).toHaveLength(4);
    expect(filterMedia(items, 'image', '')).toHaveLength(2);
    expect(filterMedia(items, 'image', 'videos')).toEqual([]);
    expect(filterMedia(items, 'all', 'solio').map((i) => i.name)).toEqual(['presentation-solio.webm']);
  });

  it('counts each tab among the search matches', () => {
    expect(countMediaByTab(items, '')).toEqual({ all: 4, image: 2, video: 1, document: 1 });
    expect(countMediaByTab(items, 'svg')).toEqual({ all: 2, image: 2, video: 0, document: 0 });
  });
});

describe('the library', () => {
  it('holds about 70 images plus videos and documents, each with alt text in both languages', () => {
    const counts = countMediaByTab(mediaItems, '');
    expect(counts.image).toBeGreaterThanOrEqual(65);
    expect(counts.video).toBeGreaterThan(0);
    expect(counts.document).toBeGreaterThan(0);
    for (const item of mediaItems) {
      expect(item.alt.fr).toBeTruthy();
      expect(item.alt.en).toBeTruthy();
    }
    expect(new Set(mediaItems.map((i) => i.src)).size).toBe(mediaItems.length);
  });
});
