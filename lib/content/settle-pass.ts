// The webhook's second pass: this server sends each webhook to itself again once the
// regenerations that the editor's save may have raced have ended.
//
// Next takes a page for fresh when it was written after its tags were last marked stale. A
// regeneration that began before a save (started by the previous webhook, or by a visitor) and
// ends after that save's webhook is therefore kept, with what it read before the save, until its
// five minutes are up. The block editor makes this common: it saves a post's ACF fields in a
// second request right after the post itself, and that second webhook lands while the first one's
// regenerations are reading WordPress. An editor who publishes by mistake and unpublishes at once
// meets it too. Marked once more after those regenerations have ended, the pages regenerate from
// what WordPress now holds. A burst of saves to one item makes one pass, after the last.
import 'server-only';
import { serverEnv } from '@/lib/env';
import { wpTimeouts } from '@/lib/wordpress/queries';
import { revalidationSecretHeader, type RevalidationPayload } from './revalidation';
import { ownOrigin } from './warm-up';

/** The longest one read of WordPress may take: by then, a regeneration it was part of has ended. */
const settleDelayMs = wpTimeouts.fullScan;

/** Returns the scheduler: `send` gets an item's last payload `delayMs` after its last webhook. */
export function createSettlePass(send: (payload: RevalidationPayload) => Promise<void>, delayMs: number): (payload: RevalidationPayload) => void {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  return (payload) => {
    const item = `${payload.type}:${payload.id ?? payload.slug ?? ''}`;
    clearTimeout(pending.get(item));
    const timer = setTimeout(() => {
      pending.delete(item);
      void send(payload);
    }, delayMs);
    // A pass still to come does not hold a stopping server open.
    timer.unref();
    pending.set(item, timer);
  };
}

/** The same webhook, marked as the second pass so that it schedules none. */
async function sendToSelf(payload: RevalidationPayload): Promise<void> {
  try {
    const response = await fetch(new URL('/api/revalidate', ownOrigin()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [revalidationSecretHeader]: serverEnv().REVALIDATE_SECRET ?? '' },
      body: JSON.stringify({ ...payload, settle: true }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
  } catch {
    // Then the pages regenerate within their five minutes, as they would without this pass.
  }
}

export const scheduleSettlePass = createSettlePass(sendToSelf, settleDelayMs);
