import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

// The development server, as developers run it: what it answers is set by next.config.ts too.
jest.setTimeout(90_000);

let dev: ChildProcess;
let origin: string;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const next = path.join(process.cwd(), 'node_modules/next/dist/bin/next');
  // Jest's NODE_ENV=test would have next dev look for its types elsewhere and rewrite tsconfig.json.
  dev = spawn(process.execPath, [next, 'dev', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1' },
  });
  for (const stream of [dev.stdout, dev.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ready when it answers: Next prints 'Ready' before it checks that no other `next dev` runs in this
  // folder, and then stops, saying which one to stop.
  const stopped = new Promise<never>((_, reject) => dev.on('exit', (code) => reject(new Error(`next dev stopped (${code}): ${output}`))));
  const answering = (async () => {
    while (dev.exitCode === null) {
      const answered = await fetch(`${origin}/robots.txt`).then((response) => response.ok, () => false);
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([answering, stopped]);
});

afterAll(async () => {
  if (dev.exitCode !== null) return;
  const stopped = new Promise((resolve) => dev.on('exit', resolve));
  dev.kill('SIGTERM');
  await stopped;
});

test('next dev redirects a path ending in a slash to the path without it, as production does', async () => {
  for (const [requested, location] of [
    ['/contact/', '/contact'],
    ['/en/presentation/', '/en/presentation'],
    ['/api/contact/', '/api/contact'],
  ] as const) {
    const response = await fetch(`${origin}${requested}`, { redirect: 'manual' });
    expect([requested, response.status]).toEqual([requested, 308]);
    expect(new URL(response.headers.get('location') ?? '', origin).pathname).toBe(location);
  }
});

test('next dev serves the bundled pages in their language', async () => {
  for (const [requested, lang, heading] of [
    ['/contact', 'fr', 'Contactez-nous'],
    ['/en', 'en', 'Accelerating the energy and digital transition'],
    ['/actualites/communiques', 'fr', 'Communiqués de presse'],
  ] as const) {
    const response = await fetch(`${origin}${requested}`);
    expect([requested, response.status]).toEqual([requested, 200]);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  }
});

test('next dev answers an invalid form with its field errors', async () => {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ prenom: '', nom: '', email: 'not-an-address', sujet: '', message: '' }),
  });
  expect(response.status).toBe(422);
  const answer = (await response.json()) as { ok: boolean; fieldErrors?: Record<string, string> };
  expect(answer.ok).toBe(false);
  expect(Object.keys(answer.fieldErrors ?? {})).toEqual(expect.arrayContaining(['prenom', 'nom', 'email', 'sujet', 'message']));
});

// A warning printed on every compile (instrumentation.ts once carried one) teaches developers to
// read past the log.
test('next dev compiles a page, a missing page and a route handler without a warning', async () => {
  for (const requested of ['/', '/en/no-such-page', '/api/events/feed?locale=en']) await fetch(`${origin}${requested}`);
  expect(output).toContain('Ready');
  expect(output).not.toMatch(/⚠|warning|error/i);
});
