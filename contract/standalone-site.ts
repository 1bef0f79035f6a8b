// The production build served from a private copy of .next/standalone, as scripts/start.mjs serves
// it: its ISR and data caches stay apart from the end-to-end run's, and a rebuild cannot pull it
// away. Used by the contract test, e2e/wordpress-outage.spec.ts and e2e/footer-year.spec.ts.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionNode } from '@/e2e/production-node';
import { spawnGroup, stopGroup } from '@/scripts/wordpress/process-group.mjs';

export type StandaloneSite = { url: string; log: string; stop: () => Promise<void> };

const project = path.resolve(__dirname, '..');

type StandaloneSiteOptions = {
  port: number;
  env: Record<string, string>;
  /** Starts the server's clock at this local time ('2027-01-01 12:00:00'), running on from there (libfaketime). */
  clockStartsAt?: string;
};

/** Node running the server, through libfaketime's wrapper when its clock is to start elsewhere. */
function serverCommand(clockStartsAt: string | undefined): [string, string[]] {
  const node = productionNode();
  return clockStartsAt ? ['faketime', ['-f', `@${clockStartsAt}`, node, 'server.js']] : [node, ['server.js']];
}

export async function startStandaloneSite({ port, env, clockStartsAt }: StandaloneSiteOptions): Promise<StandaloneSite> {
  const build = path.join(project, '.next/standalone');
  if (!existsSync(path.join(build, 'server.js'))) throw new Error('No production build found: run `npm run build` first.');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'solio-site-'));
  const log = path.join(dir, 'server.log');
  const app = path.join(dir, 'app');
  // Without the data cache and the pages another server may have rendered since the build: this
  // one starts with nothing read.
  const runtimeCaches = [path.join(build, '.next/cache'), path.join(build, '.next/server/route-cache')];
  cpSync(build, app, { recursive: true, verbatimSymlinks: true, filter: (source) => !runtimeCaches.includes(source) });
  cpSync(path.join(project, '.next/static'), path.join(app, '.next/static'), { recursive: true });
  cpSync(path.join(project, 'public'), path.join(app, 'public'), { recursive: true });

  const [command, args] = serverCommand(clockStartsAt);
  const server = spawnGroup(command, args, {
    cwd: app,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      ...env,
    },
    logFile: log,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(server.pgid);
    rmSync(dir, { recursive: true, force: true });
  };

  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${url}/en`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return { url, log, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const output = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-20).join('\n');
  await stop();
  throw new Error(`The site did not start on ${url}${exited ? ' (it exited)' : ''}:\n${output}`);
}
