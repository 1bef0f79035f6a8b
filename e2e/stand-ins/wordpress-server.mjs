// A WordPress-shaped server for end-to-end runs: serves the recorded real responses of
// lib/wordpress/fixtures (copied from ../shared/fixtures/wordpress) by request path and query,
// answers the other reads a real WordPress would (items by id, ?slug= filters) from the same
// recordings, and can be told to hang, fail, answer garbage or go away:
//   POST /__control/mode {"mode": "normal" | "hang" | "500" | "garbage" | "down"}
//   POST /__control/edit {"base": "communiques", "id": 12, "title": "..."}  (an editor's change: title
//     and/or "content" (the body's HTML); with neither, the post is back as recorded)
//   POST /__control/unpublish {"base": "projets", "id": 22}                 (the post leaves every read; its id
//     path answers 401, as WordPress does for a draft or a trashed post)
//   POST /__control/delay {"ms": 1500}                                         (each answer is made when asked, from
//     the posts as they are then, and sent that long after: a WordPress that read its database before an
//     editor's next save, and answers slowly)
//   POST /__control/reset                                                    (normal mode, no edits, no delay)
//   GET /__control/requests                                                  (the paths asked for since the start)
// WORDPRESS_STAND_IN_PORT and WORDPRESS_STAND_IN_MODE choose its port (default: E2E_PORT_BASE + 1)
// and its mode from the start, so a second stand-in can be down before its site first asks it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.WORDPRESS_STAND_IN_PORT ?? Number(process.env.E2E_PORT_BASE ?? 3100) + 1);
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../lib/wordpress/fixtures');
const modes = new Set(['normal', 'hang', '500', 'garbage', 'down']);
const initialMode = process.env.WORDPRESS_STAND_IN_MODE ?? 'normal';
if (!modes.has(initialMode)) throw new Error(`WORDPRESS_STAND_IN_MODE must be one of ${[...modes].join(', ')}`);

/** A request's identity: path plus its query parameters in a stable order (`_embed` and `_embed=` alike). */
function requestKey(pathname, searchParams) {
  const params = [...searchParams.entries()].map(([key, value]) => (value === '' ? key : `${key}=${value}`)).sort();
  return params.length > 0 ? `${pathname}?${params.join('&')}` : pathname;
}

// The recordings come from a WordPress at 127.0.0.1:8400. WordPress writes its own address into
// links and upload URLs, so the stand-in writes its own: uploads then resolve here, as they would.
function withOwnAddress(body) {
  return body.replaceAll('http:\\/\\/127.0.0.1:8400', `http:\\/\\/127.0.0.1:${port}`).replaceAll('http://127.0.0.1:8400', `http://127.0.0.1:${port}`);
}

function loadFixture(name) {
  const body = withOwnAddress(readFileSync(path.join(fixturesDir, `${name}.json`), 'utf8'));
  const headerLines = readFileSync(path.join(fixturesDir, `${name}.headers.txt`), 'utf8').split(/\r?\n/);
  const status = Number(headerLines[0]?.split(' ')[1] ?? 200);
  const headers = { 'content-type': 'application/json; charset=UTF-8' };
  for (const line of headerLines.slice(1)) {
    const match = /^(X-WP-Total|X-WP-TotalPages):\s*(.+)$/i.exec(line);
    if (match) headers[match[1]] = match[2];
  }
  return { status, headers, body };
}

/** The INDEX.md table: | name | `GET /path?query` | status | ... */
function loadIndex() {
  const index = new Map();
  for (const line of readFileSync(path.join(fixturesDir, 'INDEX.md'), 'utf8').split('\n')) {
    const match = /^\|\s*(\w+)\s*\|\s*`GET ([^`]+)`/.exec(line);
    if (!match) continue;
    const url = new URL(match[2], 'http://stand-in');
    index.set(requestKey(url.pathname, url.searchParams), match[1]);
  }
  return index;
}

const index = loadIndex();
const collections = { communiques: 'communiques_embed', evenements: 'evenements_embed', projets: 'projets_embed' };
// A small grey PNG for every upload: the recordings hold JSON only.
const uploadPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/OjRfwAJXwPzJ3T3mQAAAABJRU5ErkJggg==', 'base64');

let mode = initialMode;
let edits = [];
let unpublished = [];
let delayMs = 0;
const requested = [];
// Requests left hanging: dropped when the mode changes, as a stuck PHP worker's connection is
// eventually closed, so a site's waits end and its next reads see the new mode.
const hanging = new Set();

function setMode(wanted) {
  mode = wanted;
  for (const socket of hanging) socket.destroy();
  hanging.clear();
}

/** Collections an editor changed are answered from the edited recordings, not the recorded responses. */
function changed(base) {
  return edits.some((edit) => edit.base === base) || unpublished.some((gone) => gone.base === base);
}

function withEdits(base, posts) {
  return posts
    .filter((post) => !unpublished.some((gone) => gone.base === base && gone.id === post.id))
    .map((post) => {
      const edit = edits.find((candidate) => candidate.base === base && candidate.id === post.id);
      if (!edit) return post;
      return {
        ...post,
        title: { ...post.title, rendered: edit.title ?? post.title.rendered },
        content: { ...post.content, rendered: edit.content ?? post.content.rendered },
      };
    });
}

function json(response, status, body, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers }).end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A response that is written now and sent `ms` later. */
function sentLater(response, ms) {
  let head;
  return {
    writeHead(status, headers) {
      head = [status, headers];
      return this;
    },
    end(body) {
      setTimeout(() => response.writeHead(...head).end(body), ms);
    },
  };
}

function serveWordPress(url, response) {
  if (url.pathname.startsWith('/wp-content/uploads/')) {
    response.writeHead(200, { 'content-type': 'image/png' }).end(uploadPng);
    return;
  }
  const collection = /^\/wp-json\/wp\/v2\/(communiques|evenements|projets)(?:\/(\d+))?\/?$/.exec(url.pathname);
  const recorded = index.get(requestKey(url.pathname, url.searchParams));
  if (recorded && !(collection && changed(collection[1]))) {
    const fixture = loadFixture(recorded);
    json(response, fixture.status, fixture.body, fixture.headers);
    return;
  }
  if (!collection) {
    json(response, 404, loadFixture('no_route_404').body);
    return;
  }
  const [, base, id] = collection;
  const posts = withEdits(base, JSON.parse(loadFixture(collections[base]).body));
  if (id !== undefined) {
    const post = posts.find((candidate) => candidate.id === Number(id));
    if (post) return json(response, 200, post);
    // A post unpublished or trashed still exists: WordPress refuses it to anonymous readers.
    const notPublic = unpublished.some((gone) => gone.base === base && gone.id === Number(id));
    const refusal = loadFixture(notPublic ? 'evenement_draft_by_id_401' : 'evenement_404');
    json(response, refusal.status, refusal.body);
    return;
  }
  const perPage = Number(url.searchParams.get('per_page') ?? 10);
  if (perPage > 100) {
    json(response, 400, loadFixture('evenements_per_page_200').body);
    return;
  }
  const slug = url.searchParams.get('slug');
  const matching = slug === null ? posts : posts.filter((post) => post.slug === slug);
  json(response, 200, matching, { 'X-WP-Total': String(matching.length), 'X-WP-TotalPages': matching.length > 0 ? '1' : '0' });
}

async function readJson(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

async function control(url, request, response) {
  if (url.pathname === '/__control/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  } else if (url.pathname === '/__control/mode' && request.method === 'POST') {
    const { mode: wanted } = await readJson(request);
    if (!modes.has(wanted)) return json(response, 400, { error: `mode must be one of ${[...modes].join(', ')}` });
    setMode(wanted);
    json(response, 200, { mode });
  } else if (url.pathname === '/__control/edit' && request.method === 'POST') {
    const { base, id, title, content } = await readJson(request);
    const text = (value) => value === undefined || typeof value === 'string';
    if (!(base in collections) || typeof id !== 'number' || !text(title) || !text(content)) return json(response, 400, { error: 'base and id required; title and content are text' });
    const others = edits.filter((edit) => !(edit.base === base && edit.id === id));
    edits = title === undefined && content === undefined ? others : [...others, { base, id, title, content }];
    json(response, 200, { edits });
  } else if (url.pathname === '/__control/unpublish' && request.method === 'POST') {
    const { base, id } = await readJson(request);
    if (!(base in collections) || typeof id !== 'number') return json(response, 400, { error: 'base and id required' });
    unpublished = [...unpublished, { base, id }];
    json(response, 200, { unpublished });
  } else if (url.pathname === '/__control/delay' && request.method === 'POST') {
    const { ms } = await readJson(request);
    if (!Number.isInteger(ms) || ms < 0) return json(response, 400, { error: 'ms must be a whole number of milliseconds' });
    delayMs = ms;
    json(response, 200, { delayMs });
  } else if (url.pathname === '/__control/requests' && request.method === 'GET') {
    json(response, 200, requested);
  } else if (url.pathname === '/__control/reset' && request.method === 'POST') {
    setMode('normal');
    edits = [];
    unpublished = [];
    delayMs = 0;
    json(response, 200, { mode });
  } else {
    json(response, 404, { error: 'unknown control' });
  }
}

const server = createServer((request, response) => {
  if (process.env.WORDPRESS_STAND_IN_LOG) console.log(request.method, request.url);
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname.startsWith('/__control/')) {
    control(url, request, response).catch(() => json(response, 400, { error: 'invalid JSON' }));
    return;
  }
  requested.push(request.url ?? '/');
  switch (mode) {
    case 'hang':
      // Never answers: the site's timeouts must end the wait.
      hanging.add(request.socket);
      request.socket.once('close', () => hanging.delete(request.socket));
      return;
    case '500':
      json(response, 500, { code: 'internal_server_error', message: 'There has been a critical error on this website.', data: { status: 500 } });
      return;
    case 'garbage':
      response.writeHead(200, { 'content-type': 'application/json' }).end('<!DOCTYPE html><html><body>Fatal error: Allowed memory size exhausted');
      return;
    case 'down':
      // As if nothing listened: the connection is dropped without an answer.
      request.socket.destroy();
      return;
    default:
      serveWordPress(url, delayMs > 0 ? sentLater(response, delayMs) : response);
  }
});

server.listen(port, '127.0.0.1');
