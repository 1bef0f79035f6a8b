// In-page anchor ids built from people's names, so links to a member of the committee are stable and readable.
import { foldAccents } from '@/lib/text/fold-accents';

/** `exec-` + the name lower-cased, accents removed, each run of non-alphanumerics turned into one hyphen. */
export function executiveAnchor(name: string): string {
  const slug = foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // A trailing or leading symbol would leave a dangling hyphen in the URL.
    .replace(/^-+|-+$/g, '');
  return `exec-${slug}`;
}
