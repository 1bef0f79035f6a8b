import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerTimeoutMs, createFormSender, postForm } from './client';
import { mailerTimeoutMs } from './delivery';

// A server standing where the Route Handler should be, answering whatever the test sets: the
// answers a proxy, a firewall or a host's error page can give instead of the handler's own.
let server: Server;
let url = '';
let reply = { status: 200, type: 'application/json', body: '' };
let receivedKeys: (string | undefined)[] = [];
const key = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';

beforeAll(async () => {
  server = createServer((request, response) => {
    receivedKeys.push(request.headers['idempotency-key']?.toString());
    request.resume().on('end', () => response.writeHead(reply.status, { 'content-type': reply.type }).end(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function answer(status: number, body: unknown, type = 'application/json') {
  reply = { status, type, body: typeof body === 'string' ? body : JSON.stringify(body) };
  return postForm(url, { email: 'amelie@example.com' }, { key });
}

describe('postForm', () => {
  it('reports success only when the status and the answer both say so', async () => {
    await expect(answer(200, { ok: true })).resolves.toEqual({ ok: true, status: 200 });
    await expect(answer(500, { ok: true })).resolves.toEqual({ ok: false, error: 'delivery-failed', message: 'Server error (500)', status: 500 });
    await expect(answer(200, '<html>Welcome to the hotel Wi-Fi</html>', 'text/html')).resolves.toEqual({ ok: false, error: 'delivery-failed', message: 'Server error (200)', status: 200 });
    await expect(answer(200, [true])).resolves.toMatchObject({ ok: false, message: 'Server error (200)' });
  });

  it('gives a failure without a message the specification’s default text', async () => {
    await expect(answer(503, { ok: false })).resolves.toEqual({ ok: false, error: 'delivery-failed', message: 'Unknown error', status: 503 });
    await expect(answer(502, { ok: false, error: 'teapot', message: 42 })).resolves.toEqual({ ok: false, error: 'delivery-failed', message: 'Unknown error', status: 502 });
  });

  it('keeps the parts of a failure that have the handler’s shape, and only those', async () => {
    await expect(answer(400, { ok: false, error: 'validation', message: 'Check the fields', title: 'Invalid', fieldErrors: { email: 'Email invalide', nom: 7, prenom: null } })).resolves.toEqual({
      ok: false,
      error: 'validation',
      message: 'Check the fields',
      title: 'Invalid',
      fieldErrors: { email: 'Email invalide' },
      status: 400,
    });
    await expect(answer(429, { ok: false, error: 'rate-limited', message: 'Too many', minutesLeft: 12.2 })).resolves.toMatchObject({ error: 'rate-limited', minutesLeft: 13 });
    await expect(answer(429, { ok: false, error: 'rate-limited', message: 'Too many', minutesLeft: 'soon' })).resolves.not.toHaveProperty('minutesLeft');
  });

  it('sends the message’s key with fields and with files', async () => {
    receivedKeys = [];
    await postForm(url, { email: 'amelie@example.com' }, { key });
    const files = new FormData();
    files.append('cv', new Blob(['%PDF-1.4']), 'cv.pdf');
    await postForm(url, files, { key: 'b'.repeat(32) });
    expect(receivedKeys).toEqual([key, 'b'.repeat(32)]);
  });

  it('reports no answer at all with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(postForm(`http://127.0.0.1:${port}/api/contact`, {}, { key })).resolves.toMatchObject({ ok: false, error: 'delivery-failed', status: 0 });
  });

  it('stops waiting for an answer that does not come, and reports no answer', async () => {
    const silent = createServer((request) => request.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await expect(postForm(`http://127.0.0.1:${port}/api/contact`, {}, { key, timeoutMs: 300 })).resolves.toMatchObject({ ok: false, error: 'delivery-failed', status: 0 });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('waits for the mailer, and for a send with files as long as the server itself does', () => {
    expect(answerTimeoutMs.fields).toBeGreaterThan(mailerTimeoutMs);
    expect(answerTimeoutMs.files).toBeGreaterThan(createServer().requestTimeout);
  });
});

describe('createFormSender', () => {
  it('sends every try of a message under one key, and the next message under a new one', async () => {
    receivedKeys = [];
    const sender = createFormSender();
    reply = { status: 502, type: 'text/html', body: '<html>Bad gateway</html>' };
    await sender.send(url, { message: 'Bonjour' });
    await sender.send(url, { message: 'Bonjour' });
    reply = { status: 200, type: 'application/json', body: JSON.stringify({ ok: true }) };
    await expect(sender.send(url, { message: 'Bonjour' })).resolves.toEqual({ ok: true, status: 200 });
    await sender.send(url, { message: 'Une autre question' });
    const [first, second, third, next] = receivedKeys;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect([second, third]).toEqual([first, first]);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
  });

  it('gives each form its own key', async () => {
    receivedKeys = [];
    reply = { status: 200, type: 'application/json', body: JSON.stringify({ ok: true }) };
    await createFormSender().send(url, {});
    await createFormSender().send(url, {});
    expect(new Set(receivedKeys).size).toBe(2);
  });
});
