// A stand-in for the PHP mailers: records what it receives (JSON and multipart, files included) and can
// fail on demand. Control: GET /__control/requests, POST /__control/reset, POST /__control/mode {mode}.
// A request whose body holds an address like `mailer-mode-500@...` gets that mode for itself alone, so
// parallel browser tests never fight over the global mode.
// Port: MAILER_PORT if set (0 picks a free one), else E2E_PORT_BASE + 2. Prints "mailer listening on <port>".
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const modes = new Set(['ok', '500', 'html', 'success-false', 'hang', 'refuse']);
const port = process.env.MAILER_PORT !== undefined ? Number(process.env.MAILER_PORT) : Number(process.env.E2E_PORT_BASE ?? 3100) + 2;

let mode = 'ok';
let requests = [];
const hanging = new Set();

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function describe(request, body) {
  const contentType = request.headers['content-type'] ?? '';
  const record = { method: request.method, path: new URL(request.url ?? '/', 'http://mailer').pathname, contentType, receivedAt: new Date().toISOString() };
  if (contentType.startsWith('application/json')) {
    try {
      record.json = JSON.parse(body.toString('utf8'));
    } catch {
      record.raw = body.toString('utf8');
    }
  } else if (contentType.startsWith('multipart/form-data')) {
    record.fields = {};
    record.files = {};
    const data = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    for (const [key, value] of data.entries()) {
      if (typeof value === 'string') record.fields[key] = value;
      else {
        const bytes = Buffer.from(await value.arrayBuffer());
        record.files[key] = {
          name: value.name,
          type: value.type,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          // Small files travel whole so tests can compare them byte for byte.
          base64: bytes.length <= 64 * 1024 ? bytes.toString('base64') : undefined,
        };
      }
    }
  } else {
    record.raw = body.toString('utf8').slice(0, 2000);
  }
  return record;
}

function json(response, status, value) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

async function control(request, response, pathname) {
  if (pathname === '/__control/health') return response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  if (pathname === '/__control/requests' && request.method === 'GET') return json(response, 200, requests);
  if (pathname === '/__control/reset' && request.method === 'POST') {
    requests = [];
    mode = 'ok';
    for (const pending of hanging) pending.destroy();
    hanging.clear();
    return json(response, 200, { ok: true });
  }
  if (pathname === '/__control/mode' && request.method === 'POST') {
    const body = await readBody(request);
    let wanted;
    try {
      wanted = JSON.parse(body.toString('utf8')).mode;
    } catch {
      wanted = undefined;
    }
    if (!modes.has(wanted)) return json(response, 400, { error: `mode must be one of ${[...modes].join(', ')}` });
    mode = wanted;
    return json(response, 200, { ok: true, mode });
  }
  return json(response, 404, { error: 'unknown control path' });
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://mailer');
  try {
    if (pathname.startsWith('/__control/')) return await control(request, response, pathname);
    if (mode === 'refuse') {
      request.socket.destroy();
      return;
    }
    const body = await readBody(request);
    const override = /mailer-mode-(ok|500|html|success-false|hang|refuse)@/.exec(body.toString('latin1'))?.[1];
    const answer = override ?? mode;
    if (answer === 'refuse') {
      request.socket.destroy();
      return;
    }
    requests.push(await describe(request, body));
    if (answer === 'hang') {
      hanging.add(request.socket);
      request.socket.on('close', () => hanging.delete(request.socket));
      return;
    }
    if (answer === '500') return json(response, 500, { success: false, error: 'Mailer exploded' });
    if (answer === 'html') return response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body>PHP is not installed</body></html>');
    if (answer === 'success-false') return json(response, 200, { success: false, error: 'Mailbox full' });
    return json(response, 200, { success: true, message: 'Email sent' });
  } catch (error) {
    json(response, 400, { error: String(error) });
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`mailer listening on ${server.address().port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
