import { safeExternalUrl, youtubeEmbedUrl } from './video';

describe('youtubeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
  ])('embeds %s', (url, embed) => {
    expect(youtubeEmbedUrl(url)).toBe(embed);
  });

  it.each([undefined, '', 'not a url', 'https://www.linkedin.com/posts/x', 'https://www.youtube.com/watch?v=<script>'])('ignores %p', (url) => {
    expect(youtubeEmbedUrl(url)).toBeNull();
  });
});

describe('safeExternalUrl', () => {
  it('keeps http(s) links only', () => {
    expect(safeExternalUrl('https://www.linkedin.com/company/solio')).toBe('https://www.linkedin.com/company/solio');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });
});
