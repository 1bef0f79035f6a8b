// On-demand revalidation, called by the WordPress plugin when content is published, changed or removed.
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { serverEnv } from '@/lib/env';
import { pageTagsForChange, revalidationPayloadSchema, revalidationSecretHeader, routesToExpire, tagsForChange } from '@/lib/content/revalidation';
import { scheduleSettlePass } from '@/lib/content/settle-pass';
import { clientAddress } from '@/lib/rate-limit';
import { createWindowLimiter } from '@/lib/rate-limit-window';
import { ownOrigin, pagesShowingChange, requestPages } from '@/lib/content/warm-up';
import { wordpressAnswered } from '@/lib/wordpress/queries';

// Wrong secrets only, per client: a script guessing the secret is slowed down, and however many
// it sends, WordPress's own calls with the right secret still get through.
const allowFailure = createWindowLimiter({ limit: 60, windowMs: 60_000 });

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function secretMatches(given: string | null): boolean {
  const expected = serverEnv().REVALIDATE_SECRET;
  if (!expected || given === null) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

export async function POST(request: Request) {
  if (!secretMatches(request.headers.get(revalidationSecretHeader))) {
    const client = clientAddress(request.headers, serverEnv().TRUSTED_PROXY) ?? 'direct';
    if (!allowFailure(client)) return Response.json({ error: 'Too many requests' }, { status: 429, headers: { 'retry-after': '60' } });
    return Response.json({ error: 'Unauthorized' }, { status: 401 });
  }

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: 'Invalid JSON' }, { status: 400 });
  }
  const parsed = revalidationPayloadSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: 'Invalid payload', issues: parsed.error.issues.map((issue) => issue.path.join('.') || issue.message) }, { status: 400 });

  // Marking stale is idempotent: a burst of saves costs one regeneration, in the background
  // (stale-while-revalidate), so a slow WordPress never slows a visitor down.
  // WordPress just sent this: the regenerations read it again even if it hung moments ago.
  wordpressAnswered();
  const tags = tagsForChange(parsed.data);
  for (const tag of [...tags, ...pageTagsForChange(parsed.data)]) revalidateTag(tag, 'max');
  for (const route of routesToExpire(parsed.data)) revalidatePath(route, 'page');
  // The regenerations start now, not on the pages' next visits (lib/content/warm-up.ts).
  after(async () => requestPages(await pagesShowingChange(parsed.data), ownOrigin()));
  // A regeneration this save raced may keep what it read before it: once more when they have ended.
  if (!parsed.data.settle) scheduleSettlePass(parsed.data);
  return Response.json({ revalidated: true, tags });
}

/**
 * Health check (wordpress/README.md, install step 5): the endpoint is up and can accept the
 * plugin's calls. Without a secret every call would be refused, which the plugin, not waiting for
 * answers, would never show.
 */
export function GET() {
  if (!serverEnv().REVALIDATE_SECRET) return Response.json({ ok: false, error: 'REVALIDATE_SECRET is not set' }, { status: 503 });
  return Response.json({ ok: true });
}
