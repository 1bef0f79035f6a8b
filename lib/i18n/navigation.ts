// Locale-aware redirects for server code; links and the current path on the client are in
// ./link.tsx. Plain next/navigation under a locale prefix: next-intl's createNavigation would
// add its client link, and the message formatting under it, to every page's JavaScript.
import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import type { Locale } from './routing';
import { localizedPath } from './request-path';

type Destination = { href: string; locale: Locale };

export function redirect({ href, locale }: Destination): never {
  return nextRedirect(localizedPath(href, locale));
}

export function permanentRedirect({ href, locale }: Destination): never {
  return nextPermanentRedirect(localizedPath(href, locale));
}
