// The outage spec's own site server (a private copy of the build) and WordPress stand-in, started
// and stopped by the spec, so their failure modes never reach the servers the other specs share.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startStandaloneSite } from '../contract/standalone-site';
import { spawnGroup, stopGroup } from '../scripts/wordpress/process-group.mjs';
import { e2ePorts, outageSiteEnv, outageSiteUrl, outageWordpressUrl } from './stand-ins/ports';

export type StandInMode = 'normal' | 'hang' | '500' | 'garbage' | 'down';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the stand-in, down, then the site, so WordPress has never answered that server; resolves
 * to the function that stops both. The stand-in's output goes to `logFile`.
 */
export async function startOutageSite(logFile: string): Promise<() => Promise<void>> {
  const standInHealth = `${outageWordpressUrl}/__control/health`;
  // Something already listening would be tested in place of fresh servers.
  for (const url of [standInHealth, `${outageSiteUrl}/en`]) if (await answers(url)) throw new Error(`${url} is already in use`);

  mkdirSync(path.dirname(logFile), { recursive: true });
  const standIn = spawnGroup(process.execPath, ['e2e/stand-ins/wordpress-server.mjs'], {
    env: { ...process.env, WORDPRESS_STAND_IN_PORT: String(e2ePorts.outageWordpress), WORDPRESS_STAND_IN_MODE: 'down' },
    logFile,
  });
  const deadline = Date.now() + 10_000;
  while (!(await answers(standInHealth))) {
    if (Date.now() > deadline) {
      await stopGroup(standIn.pgid);
      throw new Error(`the outage stand-in did not start; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  try {
    const site = await startStandaloneSite({ port: e2ePorts.outageSite, env: outageSiteEnv });
    return async () => {
      await site.stop();
      await stopGroup(standIn.pgid);
    };
  } catch (error) {
    await stopGroup(standIn.pgid);
    throw error;
  }
}

/** Drives the outage stand-in (modes, slowness and editors' changes, see wordpress-server.mjs). */
export async function outageControl(action: 'mode' | 'delay' | 'edit' | 'unpublish' | 'reset', body: unknown = {}) {
  const response = await fetch(`${outageWordpressUrl}/__control/${action}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`outage stand-in control ${action} failed: ${response.status}`);
}

/** The paths the outage stand-in was asked for, oldest first. */
export async function outageRequests(): Promise<string[]> {
  const response = await fetch(`${outageWordpressUrl}/__control/requests`);
  if (!response.ok) throw new Error(`outage stand-in requests failed: ${response.status}`);
  return (await response.json()) as string[];
}

/** The webhook the WordPress plugin sends on a save. */
export async function revalidate(payload: { type: 'communique' | 'evenement' | 'projet'; id?: number; slug?: string; status?: string }) {
  const response = await fetch(`${outageSiteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': outageSiteEnv.REVALIDATE_SECRET ?? '' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`revalidate ${payload.type} failed: ${response.status}`);
}

/** The webhook for every content type: all their pages become stale. */
export async function revalidateEverything() {
  for (const type of ['communique', 'evenement', 'projet'] as const) await revalidate({ type });
}
