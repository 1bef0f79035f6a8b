// What the 404 page says for a missing content item, chosen by the request path (see app/global-not-found.tsx).
import { pathWithoutLocale } from '@/lib/i18n/request-path';

export type ContentNotFoundMessage = {
  /** Keys in the `ContentNotFound` messages namespace. */
  titleKey: 'pressTitle' | 'eventTitle';
  backKey: 'pressBack' | 'eventBack';
  /** Where the button leads, without locale prefix. */
  backHref: string;
};

export const pressReleaseNotFound: ContentNotFoundMessage = { titleKey: 'pressTitle', backKey: 'pressBack', backHref: '/actualites/communiques' };
export const eventNotFound: ContentNotFoundMessage = { titleKey: 'eventTitle', backKey: 'eventBack', backHref: '/actualites/evenements' };

/** Path prefix (without locale) → message. Other content types add their entry here. */
const table: { prefix: string; message: ContentNotFoundMessage }[] = [
  { prefix: '/actualites/communiques/', message: pressReleaseNotFound },
  { prefix: '/actualites/articles/', message: pressReleaseNotFound },
  { prefix: '/actualites/evenements/', message: eventNotFound },
];

export function contentNotFoundFor(pathname: string | null | undefined): ContentNotFoundMessage | undefined {
  if (!pathname) return undefined;
  const path = pathWithoutLocale(pathname);
  return table.find(({ prefix }) => path.startsWith(prefix) && path.length > prefix.length)?.message;
}
