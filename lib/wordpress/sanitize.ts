// Allow-list sanitizer for HTML that comes from WordPress, run on the server before rendering.
import 'server-only';
import sanitize from 'sanitize-html';
import { localizedPath } from '@/lib/i18n/request-path';
import type { Locale } from '@/lib/i18n/routing';

/** Video hosts whose players may be embedded; any other iframe is dropped. */
export const allowedIframeHosts = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.linkedin.com'];

type SanitizeContext = {
  siteUrl?: string;
  locale?: Locale;
  /** Serves CMS uploads from the site's origin (the CSP allows same-origin images only). */
  rewriteImageSrc?: (src: string) => string;
};

/** Makes links to the site itself relative and locale-aware, so they stay on the visitor's language. */
function internalHref(href: string, { siteUrl, locale }: SanitizeContext): string {
  if (!siteUrl || !href.startsWith(siteUrl)) return href;
  const rest = href.slice(siteUrl.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return href;
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (!locale || path === '/en' || path.startsWith('/en/')) return path;
  return localizedPath(path, locale);
}

export function sanitizeContentHtml(html: string, context: SanitizeContext = {}): string {
  return sanitize(html, {
    allowedTags: [
      ...sanitize.defaults.allowedTags.filter((tag) => tag !== 'style'),
      'img', 'figure', 'figcaption', 'iframe', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'reversed'],
    },
    // No inline style (it can hide or overlay content), no class or id coming from the editor.
    allowedStyles: {},
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: allowedIframeHosts,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        // An image the editor left without alt text is treated as decorative rather than unlabelled.
        attribs: { ...attribs, alt: attribs.alt ?? '', ...(attribs.src && context.rewriteImageSrc ? { src: context.rewriteImageSrc(attribs.src) } : {}), loading: 'lazy' },
      }),
      a: (tagName, attribs) => {
        const href = attribs.href ? internalHref(attribs.href, context) : undefined;
        const external = href !== undefined && /^https?:/i.test(href);
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(href !== undefined ? { href } : {}),
            ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
          },
        };
      },
    },
  });
}
