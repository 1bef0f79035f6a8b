import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { startStandaloneSite, type StandaloneSite } from '../contract/standalone-site';
import { productionNode } from './production-node';
import { e2ePorts, wordpressUrl } from './stand-ins/ports';

test('a misconfigured production server stops at startup, naming each variable and its value, a secret by its length', async () => {
  const started = promisify(execFile)(productionNode(), ['.next/standalone/server.js'], {
    env: { ...process.env, PORT: String(e2ePorts.misconfiguredSite), SITE_URL: 'www.solio.example', EVENTS_TIME_ZONE: 'Nairobi', REVALIDATE_SECRET: 'guessable' },
    timeout: 30_000,
  });
  const failure = await started.then(
    () => null,
    (error: { code?: number; stderr?: string }) => error,
  );
  expect(failure?.code).toBe(1);
  expect(failure?.stderr).toContain('The server cannot start: its configuration is invalid (see .env.example).');
  expect(failure?.stderr).toContain('SITE_URL: Invalid URL (it is "www.solio.example")');
  expect(failure?.stderr).toContain('EVENTS_TIME_ZONE: not a time zone name (such as Africa/Nairobi) (it is "Nairobi")');
  expect(failure?.stderr).toContain('REVALIDATE_SECRET: too short: at least 32 characters, such as the output of `openssl rand -hex 32` (it is 9 characters long)');
  expect(failure?.stderr).not.toContain('guessable');
});

/** The server's whole log, once it holds `line`; fails after 15 s without it. */
async function logOnceItSays(site: StandaloneSite, line: string): Promise<string> {
  const read = () => readFileSync(site.log, 'utf8');
  await expect.poll(read, { timeout: 15_000 }).toContain(line);
  return read();
}

test('a production server says at startup whether its WordPress answers, and warns when the address is not the REST root', async () => {
  test.setTimeout(90_000);
  const answering = await startStandaloneSite({ port: e2ePorts.startupSite, env: { WORDPRESS_API_URL: `${wordpressUrl}/wp-json` } });
  try {
    const log = await logOnceItSays(answering, `Content: WordPress at ${wordpressUrl}/wp-json, which answers.`);
    expect(log).not.toContain('[wordpress]');
  } finally {
    await answering.stop();
  }

  // A frequent slip: the WordPress site's own address, without /wp-json.
  const misdirected = await startStandaloneSite({ port: e2ePorts.startupSite, env: { WORDPRESS_API_URL: wordpressUrl } });
  try {
    await logOnceItSays(
      misdirected,
      `Content: WordPress at ${wordpressUrl} does not answer as a REST root listing wp/v2 (WORDPRESS_API_URL is the address ending in /wp-json). ` +
        'Pages show their last good copy, or the bundled content, until it does.',
    );
    // The site goes on serving its pages all the same.
    expect((await fetch(`${misdirected.url}/actualites/communiques`)).status).toBe(200);
  } finally {
    await misdirected.stop();
  }
});
