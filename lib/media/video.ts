// Video links of WordPress content: only http(s) links are rendered (YouTube ids: lib/content/video.ts).

/** Only http(s) links are rendered. */
export function safeExternalUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
