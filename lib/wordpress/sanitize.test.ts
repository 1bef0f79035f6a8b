import { sanitizeContentHtml } from './sanitize';

/** The attributes every kept player gets. */
const player = 'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen" referrerpolicy="strict-origin-when-cross-origin"';

describe('sanitizeContentHtml', () => {
  it('drops scripts, event handlers and javascript: URLs', () => {
    const html = sanitizeContentHtml(
      '<p>a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">j</a><a href="JaVaScRiPt:alert(1)">k</a><svg onload=alert(1)></svg>',
    );
    expect(html).not.toMatch(/<script|onerror|onload|javascript:|<svg/i);
    expect(html).toContain('<p>a</p>');
  });

  it('leaves no broken image and no dead link behind', () => {
    expect(sanitizeContentHtml('<p>a</p><p><img src=x onerror=alert(1)></p><img alt="none">')).toBe('<p>a</p><p></p>');
    expect(sanitizeContentHtml('<a href="javascript:alert(1)">j</a> <a href=" java\tscript:alert(1)">k</a> <a>l</a>')).toBe('<span>j</span> <span>k</span> <span>l</span>');
    expect(sanitizeContentHtml('<a href="/contact">c</a><a href="#top">t</a><img src="/api/wp-media?src=a" alt="">')).toBe(
      '<a href="/contact">c</a><a href="#top">t</a><img src="/api/wp-media?src=a" alt="" loading="lazy" />',
    );
  });

  it('drops inline styles and style elements', () => {
    const html = sanitizeContentHtml('<p style="display:none">hidden</p><style>p{display:none}</style>');
    expect(html).toBe('<p>hidden</p>');
  });

  it("gives a player the video permissions alone, whatever the editor's HTML asked", () => {
    const html = sanitizeContentHtml('<iframe src="https://www.youtube.com/embed/abc" allow="camera; microphone; display-capture" referrerpolicy="unsafe-url"></iframe>');
    expect(html).toBe(`<iframe src="https://www.youtube-nocookie.com/embed/abc" ${player}></iframe>`);
  });

  it('keeps YouTube (on its no-cookie host, which the CSP frames) and LinkedIn iframes and drops the others', () => {
    const html = sanitizeContentHtml(
      [
        '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
        '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
        '<iframe src="https://www.linkedin.com/embed/feed/update/urn:li:share:1"></iframe>',
        '<iframe src="https://evil.example/embed"></iframe>',
        '<iframe src="javascript:alert(1)"></iframe>',
      ].join(''),
    );
    expect(html).not.toContain('https://www.youtube.com/');
    expect(html.match(/<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/abc"/g)).toHaveLength(2);
    expect(html).toContain('https://www.linkedin.com/embed/');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('javascript:');
    expect(html.match(/<iframe/g)).toHaveLength(3);
  });

  it('gives every form of a YouTube address the player on the no-cookie host, and drops embeds the CSP would block', () => {
    const html = sanitizeContentHtml(
      [
        '<iframe src="https://youtube-nocookie.com/embed/a1"></iframe>',
        '<iframe src="http://www.youtube.com/embed/b2?start=30"></iframe>',
        '<iframe src="https://www.youtube.com/watch?v=c3"></iframe>',
        '<iframe src="https://youtube.com/embed/d4"></iframe>',
        '<iframe src="http://www.linkedin.com/embed/feed/update/urn:li:share:5"></iframe>',
        '<iframe src="https://www.youtube.com/channel/solio"></iframe>',
        '<iframe src="https://www.linkedin.com/company/solio"></iframe>',
      ].join(''),
    );
    expect(html.match(/<iframe src="[^"]*"/g)).toEqual([
      '<iframe src="https://www.youtube-nocookie.com/embed/a1"',
      '<iframe src="https://www.youtube-nocookie.com/embed/b2?start=30"',
      '<iframe src="https://www.youtube-nocookie.com/embed/c3"',
      '<iframe src="https://www.youtube-nocookie.com/embed/d4"',
      '<iframe src="https://www.linkedin.com/embed/feed/update/urn:li:share:5"',
    ]);
  });

  it('opens external links in a new tab safely and makes site links relative and locale-aware', () => {
    const context = { siteUrl: 'https://solio.example', locale: 'en' as const };
    const html = sanitizeContentHtml(
      '<a href="https://other.example/x">o</a><a href="https://solio.example/contact">c</a><a href="mailto:a@b.example">m</a>',
      context,
    );
    expect(html).toContain('<a href="https://other.example/x" target="_blank" rel="noopener noreferrer">o</a>');
    expect(html).toContain('<a href="/en/contact">c</a>');
    expect(html).toContain('<a href="mailto:a@b.example">m</a>');
    expect(sanitizeContentHtml('<a href="https://solio.example/contact">c</a>', { ...context, locale: 'fr' })).toBe('<a href="/contact">c</a>');
  });

  it('tells screen readers, in the page language, that a link opens a new tab, as the site’s own such links do', () => {
    const context = { siteUrl: 'https://solio.example', locale: 'en' as const, newTabHint: '(opens in a new tab)' };
    const hint = '<span class="sr-only" lang="en"> (opens in a new tab)</span>';
    expect(sanitizeContentHtml('<p><a href="https://other.example/x">un <strong>rapport</strong></a> et <a href="https://solio.example/contact">nous</a></p>', context)).toBe(
      `<p><a href="https://other.example/x" target="_blank" rel="noopener noreferrer">un <strong>rapport</strong>${hint}</a> et <a href="/en/contact">nous</a></p>`,
    );
    // An editor's new tab on a link to the site itself is said too.
    expect(sanitizeContentHtml('<a href="https://solio.example/media" target="_blank">m</a>', context)).toBe(`<a href="/en/media" target="_blank">m${hint}</a>`);
    // Only the site's class gets through: an editor's span keeps neither its class nor its hiding.
    expect(sanitizeContentHtml('<span class="sr-only">x</span>', context)).toBe('<span>x</span>');
  });

  it('lets the caller rewrite image sources (CMS uploads served from the site)', () => {
    const html = sanitizeContentHtml('<img src="http://wp.test/wp-content/uploads/a.jpg" alt="a">', { rewriteImageSrc: (src) => `/api/wp-media?src=${encodeURIComponent(src)}` });
    expect(html).toBe('<img src="/api/wp-media?src=http%3A%2F%2Fwp.test%2Fwp-content%2Fuploads%2Fa.jpg" alt="a" loading="lazy" />');
  });

  it('keeps a figure typed with a plain space on one line, in the text only', () => {
    const html = sanitizeContentHtml('<p>Une centrale de 500 kW pour 2 000 foyers, <a href="https://example.test/?p=1 500">80 % du site</a></p>');
    expect(html).toBe('<p>Une centrale de 500\u00a0kW pour 2\u00a0000 foyers, <a href="https://example.test/?p=1 500" target="_blank" rel="noopener noreferrer">80\u00a0% du site</a></p>');
  });

  it('gives an image without alt text an empty one, so it reads as decorative', () => {
    expect(sanitizeContentHtml('<img src="https://example.org/a.jpg">')).toBe('<img src="https://example.org/a.jpg" alt="" loading="lazy" />');
  });

  it('drops a content image the site would not serve from its own origin', () => {
    const rewriteImageSrc = (src: string) => (src.startsWith('https://wp.example/wp-content/uploads/') ? `/api/wp-media?src=${encodeURIComponent(src)}` : undefined);
    const html = sanitizeContentHtml('<img src="https://wp.example/wp-content/uploads/a.jpg" alt="a"><img src="https://evil.example/b.png" alt="b">', { rewriteImageSrc });
    expect(html).toContain('/api/wp-media?src=');
    expect(html).not.toContain('evil.example');
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('keeps the sizes WordPress offers, each served from the site, and its sizes attribute', () => {
    const rewriteImageSrc = (src: string) => (src.startsWith('https://wp.example/wp-content/uploads/') ? `/api/wp-media?src=${encodeURIComponent(src)}` : undefined);
    const upload = (name: string) => `https://wp.example/wp-content/uploads/2025/06/${name}`;
    const served = (name: string) => `/api/wp-media?src=${encodeURIComponent(upload(name))}`;
    // As WordPress writes an image block.
    const html = sanitizeContentHtml(
      `<img src="${upload('site.jpg')}" alt="Site" width="2000" height="1333" srcset="${upload('site-300x200.jpg')} 300w, ${upload('site-1024x683.jpg')} 1024w, https://evil.example/x.jpg 1500w, javascript:alert(1) 1600w, ${upload('site.jpg')} 2000w" sizes="auto, (max-width: 2000px) 100vw, 2000px">`,
      { rewriteImageSrc },
    );
    expect(html).toBe(
      `<img src="${served('site.jpg')}" alt="Site" width="2000" height="1333" srcset="${served('site-300x200.jpg')} 300w, ${served('site-1024x683.jpg')} 1024w, ${served('site.jpg')} 2000w" sizes="auto, (max-width: 2000px) 100vw, 2000px" loading="lazy" />`,
    );
  });

  it('drops a srcset none of whose sizes the site would serve, and its sizes with it', () => {
    const rewriteImageSrc = (src: string) => (src.startsWith('https://wp.example/wp-content/uploads/') ? '/api/wp-media?src=a' : undefined);
    for (const srcset of ['https://evil.example/a.jpg 300w', 'garbage', '', 'https://wp.example/wp-content/uploads/a.jpg 300w 2x']) {
      expect(sanitizeContentHtml(`<img src="https://wp.example/wp-content/uploads/a.jpg" alt="" srcset="${srcset}" sizes="100vw">`, { rewriteImageSrc })).toBe(
        '<img src="/api/wp-media?src=a" alt="" loading="lazy" />',
      );
    }
  });
});

describe('figures', () => {
  const rewriteImageSrc = (src: string) => (src.startsWith('https://wp.example/wp-content/uploads/') ? '/api/wp-media?src=a' : undefined);

  it('drops a figure left empty by a WordPress video, audio or Vimeo block, or by an image from another site', () => {
    const html = sanitizeContentHtml(
      [
        '<p>a</p>',
        '<figure class="wp-block-video"><video controls src="https://wp.example/wp-content/uploads/clip.mp4"></video></figure>',
        '<figure class="wp-block-audio"><audio controls src="https://wp.example/wp-content/uploads/a.mp3"></audio></figure>',
        '<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper">\n<iframe src="https://player.vimeo.com/video/1"></iframe>\n</div></figure>',
        '<figure class="wp-block-image"><img src="https://elsewhere.example/a.jpg" alt="a"></figure>',
        '<p>b</p>',
      ].join(''),
      { rewriteImageSrc },
    );
    expect(html).toBe('<p>a</p><p>b</p>');
  });

  it('keeps a figure that still holds an image, a player, a table or a caption', () => {
    const figures = [
      '<figure><a href="/contact"><img src="https://wp.example/wp-content/uploads/a.jpg" alt="a"></a></figure>',
      '<figure><div>\n<iframe src="https://www.youtube.com/embed/abc?feature=oembed"></iframe>\n</div></figure>',
      '<figure><table><tbody><tr><td>1</td></tr></tbody></table></figure>',
      '<figure><video src="https://wp.example/wp-content/uploads/clip.mp4"></video><figcaption>Légende</figcaption></figure>',
      '<figure><figure><img src="https://wp.example/wp-content/uploads/a.jpg" alt="a"></figure><figure></figure></figure>',
    ];
    expect(figures.map((figure) => sanitizeContentHtml(figure, { rewriteImageSrc }))).toEqual([
      '<figure><a href="/contact"><img src="/api/wp-media?src=a" alt="a" loading="lazy" /></a></figure>',
      `<figure><div>\n<iframe src="https://www.youtube-nocookie.com/embed/abc?feature=oembed" ${player}></iframe>\n</div></figure>`,
      '<figure><table><tbody><tr><td>1</td></tr></tbody></table></figure>',
      '<figure><figcaption>Légende</figcaption></figure>',
      '<figure><figure><img src="/api/wp-media?src=a" alt="a" loading="lazy" /></figure></figure>',
    ]);
  });
});
