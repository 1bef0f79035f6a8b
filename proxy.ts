// Locale routing. The /fr prefix is never shown, so /fr/... redirects to the unprefixed path.
// A request for an unknown path carries its locale and path to the server-rendered not-found page,
// which lives outside [locale] and could not know them otherwise.
//
// Serving French at the unprefixed paths is a rewrite in next.config.ts, not here: a rewrite
// from the proxy breaks when the server is bound to 127.0.0.1 (Next normalizes the proxy's URL to
// `localhost`, no longer sees the rewrite as internal, and answers `/` with a 307 to itself).
import { NextResponse, type NextRequest } from 'next/server';
import { getActiveJobSlugs } from '@/lib/content/jobs';
import { listOfFilteredRoute } from '@/lib/filtered-lists';
import { localeFromPathname, requestLocaleHeader, requestPathHeader } from '@/lib/i18n/request-path';
import { englishOnlyPaths, routing } from '@/lib/i18n/routing';
import { decodablePath, safeDecode } from '@/lib/text/safe-decode';

const defaultPrefix = `/${routing.defaultLocale}`;

type Redirect = { path: string; status: 307 | 308 };

/**
 * Redirects answered here rather than in next.config.ts: Next adds the security headers of
 * `headers()` to the proxy's responses, not to the redirects of `redirects()`.
 */
export function redirectTarget(pathname: string): Redirect | null {
  const target = ruleTarget(pathname);
  // Browsers read a Location that starts with two slashes, or a slash and a backslash, as another
  // host ('//evil.com'): whatever the rules make of a path, the redirect stays on this site.
  return target && { ...target, path: target.path.replace(/^[/\\]+/, '/') };
}

function ruleTarget(pathname: string): Redirect | null {
  const decodable = decodablePath(pathname);
  if (decodable !== pathname) return ruleTarget(decodable) ?? { path: decodable, status: 308 };
  // A link copied with a line break or a tab in it ('/contact%0A') leads to the page without them:
  // no page has such a character, and for such a path Next renders its 404 as an empty shell. The
  // slashes they separated are merged, as Next merges '//' in the paths it is sent.
  const withoutControls = pathname.replace(/%(?:[01][0-9a-f]|7f)/gi, '').replace(/[/\\]{2,}/g, '/');
  if (withoutControls !== pathname) return ruleTarget(withoutControls || '/') ?? { path: withoutControls || '/', status: 308 };
  // Next's own trailing-slash redirect is turned off (next.config.ts) so that this one carries the
  // headers. The rest of the rules apply to the trimmed path, in the same single redirect.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    return ruleTarget(trimmed) ?? { path: trimmed, status: 308 };
  }
  // The default locale is never shown in the address.
  if (pathname === defaultPrefix || pathname.startsWith(`${defaultPrefix}/`)) {
    const unprefixed = pathname.slice(defaultPrefix.length) || '/';
    return ruleTarget(unprefixed) ?? { path: unprefixed, status: 308 };
  }
  // /job lands on the job list (spec); the careers page scrolls smoothly to #offres.
  if (pathname === '/job' || pathname === '/en/job') return { path: `${pathname === '/en/job' ? '/en' : ''}/carrieres/rejoignez-nous#offres`, status: 307 };
  // The routes that render a filtered list are reached by a rewrite (next.config.ts); their own
  // addresses show the list, the query kept.
  const english = pathname === '/en' || pathname.startsWith('/en/');
  const filteredList = listOfFilteredRoute(english ? pathname.slice('/en'.length) : pathname);
  if (filteredList) return { path: `${english ? '/en' : ''}${filteredList}`, status: 308 };
  // An unknown or inactive job offer leads back to the openings (spec §2); an active one typed in
  // capitals, to the offer, as articles, events and projects do.
  const offer = /^(\/en)?\/carrieres\/offres\/([^/]+)$/.exec(pathname);
  const offerSlug = safeDecode(offer?.[2] ?? '');
  if (offer && !getActiveJobSlugs().includes(offerSlug)) {
    const lowered = offerSlug.toLowerCase();
    return getActiveJobSlugs().includes(lowered)
      ? { path: `${offer[1] ?? ''}/carrieres/offres/${lowered}`, status: 308 }
      : { path: `${offer[1] ?? ''}/carrieres/rejoignez-nous`, status: 307 };
  }
  // The showrooms page exists in English only (spec README): visitors continue in English.
  if (englishOnlyPaths.includes(pathname)) return { path: `/en${pathname}`, status: 308 };
  // A locale prefix typed in capitals (/EN/contact, /Fr) leads to the page, not to a 404.
  const capitals = /^\/(EN|En|eN|FR|Fr|fR)(\/.*)?$/.exec(pathname);
  if (capitals) {
    const rest = capitals[2] ?? '';
    const lowered = capitals[1]?.toLowerCase() === 'en' ? `/en${rest}` : rest || '/';
    return ruleTarget(lowered) ?? { path: lowered, status: 308 };
  }
  return null;
}

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const target = redirectTarget(pathname);
  if (target) {
    // A plain URL: a clone of nextUrl would put back the trailing slash of the request's path.
    const url = new URL(request.nextUrl.href);
    const [targetPath = '/', hash] = target.path.split('#');
    url.pathname = targetPath;
    url.hash = hash ? `#${hash}` : '';
    return NextResponse.redirect(url, target.status);
  }
  const headers = new Headers(request.headers);
  headers.set(requestLocaleHeader, localeFromPathname(pathname));
  headers.set(requestPathHeader, pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Unknown paths and /fr paths only. A proxy costs every request it runs on as much as serving a
  // cached page (it more than halved the throughput of cached pages), and the site's own pages
  // need neither of its jobs: so besides API routes, Next internals and files with an extension,
  // it skips every page of the site, in both locales. A page added to app/[locale], or a job offer
  // made active, joins this list; lib/i18n/proxy-matcher.test.ts checks it against the route table
  // and the active offers. The other entries: every path holding a percent escape, which may be
  // one Next cannot decode (see decodablePath), every path ending in a slash, API and asset
  // paths included, which the proxy trims, and English paths with an extension.
  matcher: [
    '/((?!api|_next|_vercel|.*\\..*|(?:en(?:/|$))?(?:$|activites$|actualites/(?:communiques(?:/[^/]+)?|articles/[^/]+|evenements(?:/[^/]+)?|projets(?:/[^/]+)?)$|all-submissions$|carrieres/(?:engagements-rh|rejoignez-nous|offres/(?:hr-talent-manager-nairobi|finance-admin-manager-nairobi|accountant-operations-officer-bujumbura))$|certifications$|contact$|culture$|filiales(?:/(?:growth-energy|asking|mfg-technologies|gem-e-mobility))?$|fixtures/forms$|gouvernance/(?:direction|comite-executif)$|legal/(?:privacy-policy|terms-of-service)$|media$|mission-vision$|nos-filiales$|presence$|presentation$)|en/showrooms(?:/zanzibar)?$).*)',
    '/(.*%.*)',
    '/(.*/)',
    // Under /en, paths with an extension too: the site has no files there, and their 404 is English.
    '/en/(.*\\..*)',
  ],
};
