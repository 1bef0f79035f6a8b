import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// `npm start` (scripts/start.mjs) in a project whose build is a stand-in server that prints the
// environment it was given, then exits.
const startScript = path.join(process.cwd(), 'scripts/start.mjs');
const shown = ['HOSTNAME', 'PORT', 'OUTBOX_DIR', 'CONTENT_CACHE_DIR', 'REVALIDATE_SECRET', 'SITE_URL', 'KEEP_ALIVE_TIMEOUT'];
let project: string;

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'solio-start-'));
  mkdirSync(path.join(project, '.next/standalone'), { recursive: true });
  mkdirSync(path.join(project, '.next/static'));
  writeFileSync(
    path.join(project, '.next/standalone/server.js'),
    `console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(shown)}.map((name) => [name, process.env[name]]))));`,
  );
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

async function environmentGiven(env: Record<string, string> = {}) {
  // The test runner's own values of the variables shown are left out.
  const inherited = Object.fromEntries(shown.map((name) => [name, undefined]));
  const { stdout } = await promisify(execFile)(process.execPath, [startScript], { cwd: project, env: { ...process.env, ...inherited, ...env } });
  return JSON.parse(stdout) as Record<string, string | undefined>;
}

test('without configuration the server listens on 127.0.0.1:3000, keeps the outbox in the project, and idle connections for 65 s', async () => {
  expect(await environmentGiven()).toEqual({ HOSTNAME: '127.0.0.1', PORT: '3000', OUTBOX_DIR: path.join(project, '.outbox'), KEEP_ALIVE_TIMEOUT: '65000' });
});

test('the .env written after the build is read, as the README asks, and the environment wins over it', async () => {
  writeFileSync(path.join(project, '.env'), 'PORT=4999\nOUTBOX_DIR=submissions\nREVALIDATE_SECRET=from-env-file\nSITE_URL=https://solio.example\nKEEP_ALIVE_TIMEOUT=75000\n');
  writeFileSync(path.join(project, '.env.local'), 'SITE_URL=https://www.solio.example\n');
  expect(await environmentGiven({ REVALIDATE_SECRET: 'from-environment' })).toEqual({
    HOSTNAME: '127.0.0.1',
    PORT: '4999',
    KEEP_ALIVE_TIMEOUT: '75000',
    OUTBOX_DIR: path.join(project, 'submissions'),
    REVALIDATE_SECRET: 'from-environment',
    SITE_URL: 'https://www.solio.example',
  });
});

test('the empty values of a .env copied from .env.example mean the defaults', async () => {
  writeFileSync(path.join(project, '.env'), 'HOSTNAME=\nPORT=\nOUTBOX_DIR=\nCONTENT_CACHE_DIR=\nKEEP_ALIVE_TIMEOUT=\n');
  expect(await environmentGiven()).toEqual({ HOSTNAME: '127.0.0.1', PORT: '3000', OUTBOX_DIR: path.join(project, '.outbox'), CONTENT_CACHE_DIR: '', KEEP_ALIVE_TIMEOUT: '65000' });
});

test('a relative CONTENT_CACHE_DIR is kept in the project, not in the build folder a rebuild wipes', async () => {
  expect(await environmentGiven({ CONTENT_CACHE_DIR: 'content-cache' })).toMatchObject({ CONTENT_CACHE_DIR: path.join(project, 'content-cache') });
});
