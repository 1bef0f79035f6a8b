// Shared steps of the press specs: the WordPress stand-in's controls and a quiet page.
import type { Page } from '@playwright/test';
import { e2eSiteEnv, wordpressUrl } from './stand-ins/ports';
import { prepare as prepareTheme } from './support';

/**
 * An editor's change to a post, undone by the same call without `title` and `content`. Each test
 * undoes its own: specs run alongside on this one stand-in, so none resets it or sets an outage mode
 * (the outage spec has a stand-in of its own).
 */
export async function editWordPressPost(edit: { base: 'communiques' | 'evenements'; id: number; title?: string; content?: string }) {
  const response = await fetch(`${wordpressUrl}/__control/edit`, { method: 'POST', body: JSON.stringify(edit) });
  if (!response.ok) throw new Error(`stand-in edit failed: ${response.status}`);
}

/** The paths the WordPress stand-in was asked for, oldest first. */
export async function wordpressRequests(): Promise<string[]> {
  const response = await fetch(`${wordpressUrl}/__control/requests`);
  if (!response.ok) throw new Error(`stand-in requests failed: ${response.status}`);
  return (await response.json()) as string[];
}

/** Hides the cookie banner, and optionally switches to the dark theme, before the first script runs. */
export async function prepare(page: Page, { dark = false } = {}) {
  await prepareTheme(page, dark ? 'dark' : 'light');
}

/** Sends the webhook the WordPress plugin sends when an editor saves a post. */
export async function revalidateContent(baseURL: string, payload: { type: string; id: number; slug: string }) {
  const response = await fetch(`${baseURL}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': e2eSiteEnv.REVALIDATE_SECRET ?? '' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`revalidate failed: ${response.status}`);
}

/** Regenerates the press pages (they were prerendered at build time from the bundled releases). */
export async function revalidatePress(baseURL: string) {
  await revalidateContent(baseURL, { type: 'communique', id: 12, slug: 'partenariat-mobilite-recharge' });
}
