// Allow-list sanitizer for HTML that comes from WordPress, run on the server before rendering.
import 'server-only';
import sanitize from 'sanitize-html';
import { localizedPath } from '@/lib/i18n/request-path';
import type { Locale } from '@/lib/i18n/routing';
import { escapeHtml } from '@/lib/text/escape-html';
import { keepFiguresTogether } from '@/lib/text/figures';

/** Video hosts whose players may be embedded; any other iframe is dropped. */
const allowedIframeHosts = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.linkedin.com'];
const youtubeHosts = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

type SanitizeContext = {
  siteUrl?: string;
  locale?: Locale;
  /** Said to screen readers after each link that opens a new tab, in the page's language (`locale`), as the site's own such links do. */
  newTabHint?: string;
  /** Serves CMS uploads from the site's origin (the CSP allows same-origin images only); undefined drops the image. */
  rewriteImageSrc?: (src: string) => string | undefined;
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

const linkSchemes = ['http', 'https', 'mailto', 'tel'];

/**
 * The address an embedded player keeps, on the hosts the CSP frames: YouTube's privacy-enhanced
 * host and LinkedIn's embeds, over https. Editors paste YouTube in several forms (youtube.com,
 * without www, http, a watch link); each becomes the player's address. Anything else is dropped:
 * the browser would show an empty box.
 */
function embedSource(src: string): string | undefined {
  if (!URL.canParse(src)) return undefined;
  const url = new URL(src);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (youtubeHosts.has(url.hostname)) {
    const embedded = /^\/embed\/([\w-]+)$/.exec(url.pathname)?.[1];
    const watched = url.pathname === '/watch' ? url.searchParams.get('v') : null;
    if (embedded) return `https://www.youtube-nocookie.com/embed/${embedded}${url.search}`;
    if (watched && /^[\w-]+$/.test(watched)) return `https://www.youtube-nocookie.com/embed/${watched}`;
    return undefined;
  }
  if (url.hostname === 'www.linkedin.com' && url.pathname.startsWith('/embed/')) return `https://www.linkedin.com${url.pathname}${url.search}`;
  return undefined;
}

/** What an embedded player may use: the permissions YouTube's own embed code asks for, not more. */
const embedPermissions = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen';

/** Relative addresses have no scheme; browsers ignore tabs, newlines and leading spaces in one (java\tscript:). */
function hasAllowedScheme(href: string): boolean {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(href.replace(/[\u0000-\u0020]/g, ''))?.[1];
  return scheme === undefined || linkSchemes.includes(scheme.toLowerCase());
}

/** WordPress's srcset: 'URL 300w, URL 1024w' (or density descriptors). */
const srcsetCandidate = /^(\S+)\s+(\d+w|\d+(?:\.\d+)?x)$/;

/**
 * WordPress offers each image at several widths; without its srcset a phone loaded the original,
 * often megabytes. Each size is served through the same proxy as the `src`; a size it would not
 * serve is left out, and with none left the image keeps only its `src`.
 */
function servedSrcset(srcset: string, rewrite: (src: string) => string | undefined): string | undefined {
  const candidates = srcset
    .trim()
    .split(/,\s+/)
    .map((candidate) => srcsetCandidate.exec(candidate.trim()))
    .flatMap((match) => {
      const served = match?.[1] ? rewrite(match[1]) : undefined;
      return served ? [`${served} ${match?.[2]}`] : [];
    });
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}

/** The image's attributes once its addresses are the site's own (`rewriteImageSrc`). */
function servedImage(attribs: sanitize.Attributes, rewrite: SanitizeContext['rewriteImageSrc']): sanitize.Attributes {
  if (!rewrite) return attribs;
  const { srcset, sizes, ...rest } = attribs;
  const served = srcset ? servedSrcset(srcset, rewrite) : undefined;
  return { ...rest, ...(rest.src ? { src: rewrite(rest.src) ?? '' } : {}), ...(served ? { srcset: served, ...(sizes ? { sizes } : {}) } : {}) };
}

const newTabLink = /(<a\s[^>]*\btarget="_blank"[^>]*>[\s\S]*?)(<\/a>)/g;

/**
 * The hint added inside each link that opens a new tab, once sanitized: sanitize-html can change a
 * tag but not add a child to it, and its output writes every attribute in double quotes. The class
 * is the site's own, added after the filter that drops the editors' classes.
 */
function withNewTabHints(html: string, { newTabHint, locale }: SanitizeContext): string {
  if (!newTabHint) return html;
  const hint = `<span class="sr-only"${locale ? ` lang="${locale}"` : ''}> ${escapeHtml(newTabHint)}</span>`;
  return html.replace(newTabLink, (_, link: string, end: string) => `${link}${hint}${end}`);
}

export function sanitizeContentHtml(html: string, context: SanitizeContext = {}): string {
  return withNewTabHints(sanitizedHtml(html, context), context);
}

function sanitizedHtml(html: string, context: SanitizeContext): string {
  // The filter sees each element as it closes, its children first: a figure holds an image or a player
  // when the last one kept starts, in the output, at or after the figure's own start.
  let lastMediaPosition = -1;
  return sanitize(html, {
    allowedTags: [
      ...sanitize.defaults.allowedTags.filter((tag) => tag !== 'style'),
      'img', 'figure', 'figcaption', 'iframe', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
      iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'reversed'],
    },
    // No inline style (it can hide or overlay content), no class or id coming from the editor.
    allowedStyles: {},
    allowedSchemes: linkSchemes,
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: allowedIframeHosts,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    // Editors type '500 kW' with a plain space: the page keeps the figure on one line all the same.
    textFilter: (text) => keepFiguresTogether(text),
    // An image with no source or a relative one (what is left of <img src=x onerror=…>) would show a
    // broken frame and request a page of the site under the article's path.
    // An iframe whose address was removed (another host, javascript:) would leave an empty box.
    // A figure left with neither media nor text (a WordPress video, audio or Vimeo block, an image
    // from another site) would add a blank gap, and an empty figure for screen readers.
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' || frame.tag === 'iframe') {
        const dropped = frame.tag === 'img' ? !/^(https?:\/\/|\/(?!\/))/i.test(frame.attribs.src ?? '') : !frame.attribs.src;
        if (!dropped) lastMediaPosition = frame.tagPosition;
        return dropped;
      }
      return frame.tag === 'figure' && lastMediaPosition < frame.tagPosition && frame.text.trim() === '';
    },
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        // An image the editor left without alt text is treated as decorative rather than unlabelled.
        attribs: { ...servedImage(attribs, context.rewriteImageSrc), alt: attribs.alt ?? '', loading: 'lazy' },
      }),
      // The player gets what a video needs, whatever the editor's HTML asked for (a camera, the
      // clipboard); and the page's origin alone as referrer, which YouTube needs to play.
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: (attribs.src && embedSource(attribs.src)) ?? '', allow: embedPermissions, referrerpolicy: 'strict-origin-when-cross-origin' },
      }),
      a: (tagName, attribs) => {
        // A link without an address, or whose address would be removed (javascript:), is plain text
        // rather than a link that does nothing.
        if (!attribs.href || !hasAllowedScheme(attribs.href)) return { tagName: 'span', attribs: {} };
        const href = internalHref(attribs.href, context);
        const external = /^https?:/i.test(href);
        return { tagName, attribs: { ...attribs, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) } };
      },
    },
  });
}
