// Percent-decoding that never throws: a malformed escape ('%E0%A4%A') is kept as written.

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A WordPress slug as one path segment: WordPress keeps non-Latin ones percent-encoded; any other
 * character is encoded here, so a slug can never break a path or the sitemap's XML.
 */
export function slugPathSegment(slug: string): string {
  return encodeURIComponent(safeDecode(slug));
}

/**
 * The path itself when it decodes, else the path with every '%' taken literally ('%25'). A mangled
 * link ('/actualites/communiques/solaire-100%') cannot be decoded by Next's router, which then
 * answers a bare 500; its literal form reaches the not-found page.
 */
export function decodablePath(path: string): string {
  try {
    decodeURIComponent(path);
    return path;
  } catch {
    return path.replaceAll('%', '%25');
  }
}
