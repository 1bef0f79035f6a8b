// The line the server logs when it starts, saying where its content comes from. A WORDPRESS_API_URL
// that names the wrong address (the WordPress site rather than its /wp-json root, say) otherwise
// shows only as pages that quietly keep their bundled or last good content.
import 'server-only';
import { wordpressApiUrl, wpIsReachable } from './client';

export type ContentSourceReport = { level: 'info' | 'warn'; message: string };

/** Asks WordPress's REST root, as the spec's connection check does (§7): at most two tries of 5 s. */
export async function contentSourceReport(): Promise<ContentSourceReport> {
  const apiUrl = wordpressApiUrl();
  if (!apiUrl) return { level: 'info', message: 'Content: the bundled content (WORDPRESS_API_URL is not set).' };
  if (await wpIsReachable()) return { level: 'info', message: `Content: WordPress at ${apiUrl}, which answers.` };
  return {
    level: 'warn',
    message:
      `Content: WordPress at ${apiUrl} does not answer as a REST root listing wp/v2 (WORDPRESS_API_URL is the address ending in /wp-json). ` +
      'Pages show their last good copy, or the bundled content, until it does.',
  };
}
