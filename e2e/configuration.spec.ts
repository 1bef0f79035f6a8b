import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { productionNode } from './production-node';
import { e2ePorts } from './stand-ins/ports';

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
