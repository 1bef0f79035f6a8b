import { allowedUploadUrl, proxiedImage } from './media';

beforeEach(() => {
  process.env.WORDPRESS_API_URL = 'http://wp.test:8400/wp-json';
});
afterEach(() => {
  delete process.env.WORDPRESS_API_URL;
});

describe('media proxy', () => {
  it('accepts uploads of the configured WordPress only', () => {
    expect(allowedUploadUrl('http://wp.test:8400/wp-content/uploads/2026/a.jpg')?.href).toBe('http://wp.test:8400/wp-content/uploads/2026/a.jpg');
    expect(allowedUploadUrl('http://other.test/wp-content/uploads/a.jpg')).toBeUndefined();
    expect(allowedUploadUrl('http://wp.test:8400/wp-admin/a.jpg')).toBeUndefined();
    expect(allowedUploadUrl('not a url')).toBeUndefined();
  });

  it('takes an image file only, at its one address: no query, no fragment', () => {
    for (const extension of ['jpg', 'JPEG', 'png', 'gif', 'webp', 'avif']) expect(allowedUploadUrl(`http://wp.test:8400/wp-content/uploads/a.${extension}`)).toBeDefined();
    for (const src of ['a.jpg?n=1', 'a.jpg?', 'a.jpg#x', 'film.mp4', 'report.pdf', 'logo.svg', 'a.jpg/']) {
      expect(allowedUploadUrl(`http://wp.test:8400/wp-content/uploads/${src}`)).toBeUndefined();
    }
  });

  it('rewrites WordPress images to the same-origin route and drops any other address', () => {
    expect(proxiedImage({ src: 'http://wp.test:8400/wp-content/uploads/a.jpg', alt: 'a' })?.src).toBe('/api/wp-media?src=http%3A%2F%2Fwp.test%3A8400%2Fwp-content%2Fuploads%2Fa.jpg');
    for (const src of ['https://evil.example/g.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '/images/press/digital.svg']) {
      expect(proxiedImage({ src, alt: 'x' })).toBeUndefined();
    }
  });

  it('serves each of an image’s widths the same way, leaving out those it would not serve', () => {
    const upload = (name: string) => `http://wp.test:8400/wp-content/uploads/${name}`;
    const served = (name: string) => `/api/wp-media?src=${encodeURIComponent(upload(name))}`;
    const image = { src: upload('a-1024x683.jpg'), alt: 'a', widths: [{ src: upload('a-300x200.jpg'), width: 300 }, { src: 'https://evil.example/a.jpg', width: 768 }, { src: upload('a-1024x683.jpg'), width: 1024 }] };
    expect(proxiedImage(image)?.widths).toEqual([
      { src: served('a-300x200.jpg'), width: 300 },
      { src: served('a-1024x683.jpg'), width: 1024 },
    ]);
    // One width left is no choice: the image keeps its src alone.
    expect(proxiedImage({ ...image, widths: image.widths.slice(1) })?.widths).toBeUndefined();
  });

  it('proxies nothing when WordPress is not configured', () => {
    delete process.env.WORDPRESS_API_URL;
    expect(allowedUploadUrl('http://wp.test:8400/wp-content/uploads/a.jpg')).toBeUndefined();
  });
});
