// Contract test against a real WordPress (Debian's packages) with the Solio Headless plugin: content
// created through the REST API must read through the site's client, zod edge and mappers in the
// recorded shape, and an editor's change must reach the production site through the plugin's webhook.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { wpItem, wpList, wpPressItem } from '@/lib/wordpress/client';
import { htmlToText } from '@/lib/wordpress/html-text';
import { toEvent, toPressRelease, toProject } from '@/lib/wordpress/mappers';
import { wpRootSchema } from '@/lib/wordpress/schemas';
import { startRealWordPress, type RealWordPress } from '@/scripts/wordpress/real-wordpress.mjs';
import { startStandaloneSite, type StandaloneSite } from './standalone-site';

const portBase = Number(process.env.CONTRACT_PORT_BASE ?? 3110);
const sitePort = portBase;
const wordpressPort = portBase + 1;
const secret = 'contract-revalidate-secret-of-32-characters';
/** The plugin's webhook must beat the 5-minute revalidation by far. */
const webhookDeadlineMs = 5_000;

let wordpress: RealWordPress | undefined;
let site: StandaloneSite | undefined;

function recorded(name: string): Array<Record<string, unknown>> {
  return JSON.parse(readFileSync(path.join(__dirname, '../lib/wordpress/fixtures', `${name}.json`), 'utf8'));
}

/** The shape of a value as the contract sees it: galleries are `false` or arrays, texts strings. */
function kind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === false) return 'false';
  return typeof value;
}

type Json = Record<string, unknown> & { id: number };

async function rest(method: string, route: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(`${wordpress!.apiUrl}${route}`, {
    method,
    headers: { authorization: wordpress!.authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

async function created(route: string, body: unknown): Promise<Json> {
  const { status, json } = await rest('POST', route, body);
  expect({ route, status }).toEqual({ route, status: 201 });
  return json;
}

async function page(pathname: string): Promise<{ status: number; html: string; cache: string | null; location: string | null }> {
  const response = await fetch(`${site!.url}${pathname}`, { redirect: 'manual' });
  return {
    status: response.status,
    html: await response.text(),
    cache: response.headers.get('x-nextjs-cache'),
    location: response.headers.get('location'),
  };
}

function heading(html: string): string {
  return htmlToText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
}

/** Polls until `check` holds; resolves with the time it took, fails with the last observation. */
async function within(timeoutMs: number, check: () => Promise<{ ok: boolean; seen: string }>): Promise<number> {
  const start = Date.now();
  let last = '';
  while (Date.now() - start <= timeoutMs) {
    const { ok, seen } = await check();
    if (ok) return Date.now() - start;
    last = seen;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`not within ${timeoutMs} ms; last seen: ${last.slice(0, 300)}`);
}

const articleTitle = 'Contrat "Solaire & Stockage" à Kribi';
// WordPress's typographic quotes, which the site must show decoded.
const articleTitleShown = 'Contrat “Solaire & Stockage” à Kribi';
const editedTitle = 'Kribi : la centrale solaire entre en service';
const pressId = 'CP-2099-042';

const content: { press?: Json; event?: Json; project?: Json; media?: Json; tags: Json[] } = { tags: [] };

beforeAll(async () => {
  // The site and WordPress start side by side; each knows the other's address in advance.
  [wordpress, site] = await Promise.all([
    startRealWordPress({ port: wordpressPort, revalidateUrl: `http://127.0.0.1:${sitePort}/api/revalidate`, revalidateSecret: secret }),
    startStandaloneSite({
      port: sitePort,
      env: {
        SITE_URL: `http://127.0.0.1:${sitePort}`,
        WORDPRESS_API_URL: `http://127.0.0.1:${wordpressPort}/wp-json`,
        REVALIDATE_SECRET: secret,
      },
    }),
  ]);
  // The site's own client, used below in this process, reads the same WordPress.
  process.env.WORDPRESS_API_URL = wordpress.apiUrl;
}, 120_000);

afterAll(async () => {
  await Promise.all([wordpress?.stop(), site?.stop()]);
  // Nothing outlives the run: both ports are free again (php -S workers included), the folders gone.
  for (const port of [sitePort, wordpressPort]) await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  if (wordpress) expect(existsSync(wordpress.dir)).toBe(false);
});

let warnings: jest.SpyInstance;
beforeEach(() => {
  // The client logs every response its zod edge rejects: a real WordPress must produce none.
  warnings = jest.spyOn(console, 'warn');
});
afterEach(() => {
  expect(warnings.mock.calls).toEqual([]);
  warnings.mockRestore();
});

describe('real WordPress with the Solio Headless plugin', () => {
  test('the REST root lists wp/v2 and writes need authentication', async () => {
    const root = await fetch(`${wordpress!.apiUrl}/`);
    const parsed = wpRootSchema.parse(await root.json());
    expect(parsed.namespaces).toContain('wp/v2');

    const anonymous = await fetch(`${wordpress!.apiUrl}/wp/v2/communiques`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x', status: 'publish' }),
    });
    expect(anonymous.status).toBe(401);
  });

  test('a communiqué created through REST reads through the client, zod edge and mapper', async () => {
    content.tags = [await created('/wp/v2/tags', { name: 'Growth Energy' }), await created('/wp/v2/tags', { name: 'R&D' })];

    const upload = await fetch(`${wordpress!.apiUrl}/wp/v2/media`, {
      method: 'POST',
      headers: {
        authorization: wordpress!.authorization,
        'content-type': 'image/jpeg',
        'content-disposition': 'attachment; filename="kribi.jpg"',
      },
      body: readFileSync(path.join(__dirname, '../public/images/hero/hero-poster.jpg')),
    });
    expect(upload.status).toBe(201);
    content.media = (await upload.json()) as Json;
    await rest('POST', `/wp/v2/media/${content.media.id}`, { alt_text: 'Centrale solaire de Kribi' });
    const uploadUrl = String(content.media.source_url);

    content.press = await created('/wp/v2/communiques', {
      title: articleTitle,
      status: 'publish',
      excerpt: 'Mise en service &amp; raccordement au réseau.',
      content: '<p>Texte du communiqué.</p><script>alert(1)</script><p><a href="javascript:alert(2)">lien</a></p>',
      tags: content.tags.map((tag) => tag.id),
      featured_media: content.media.id,
      acf: { id: pressId, date: '15/03/2026', images: [], galerie: [uploadUrl], video_youtube: 'https://youtu.be/dQw4w9WgXcQ', video_linkedin: '' },
    });

    // The anonymous list read the site makes, in the recorded shape: same fields, same acf keys and kinds.
    const list = (await (await fetch(`${wordpress!.apiUrl}/wp/v2/communiques?_embed&per_page=50`)).json()) as Json[];
    const raw = list.find((post) => post.id === content.press!.id)!;
    const fixture = recorded('communiques_embed')[0]!;
    expect(Object.keys(raw).sort()).toEqual(Object.keys(fixture).sort());
    expect(raw.meta).toEqual([]);
    const acf = raw.acf as Record<string, unknown>;
    expect(Object.keys(acf).sort()).toEqual(Object.keys(fixture.acf as object).sort());
    expect(acf).toEqual({ id: pressId, date: '15/03/2026', images: false, galerie: [uploadUrl], video_youtube: 'https://youtu.be/dQw4w9WgXcQ', video_linkedin: '' });
    expect(Object.keys(raw._embedded as object).sort()).toEqual(['wp:featuredmedia', 'wp:term']);

    const result = await wpList('press', []);
    expect(result.status).toBe('ok');
    const post = result.status === 'ok' ? result.data.find((item) => item.id === content.press!.id) : undefined;
    expect(post).toBeDefined();
    const release = toPressRelease(post!);
    expect(release).toMatchObject({
      id: pressId,
      numericId: content.press.id,
      slug: 'contrat-solaire-stockage-a-kribi',
      title: articleTitleShown,
      excerpt: 'Mise en service & raccordement au réseau.',
      date: '2026-03-15',
      tags: ['Growth Energy', 'R&D'],
      videos: { youtube: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(release.gallery.map((image) => image.src)).toEqual([uploadUrl]);
    // A 1280 px upload gets WordPress's `large` size, which the site prefers.
    expect(release.image).toMatchObject({ alt: 'Centrale solaire de Kribi', width: 1024 });
    expect(release.image?.src).toMatch(/\/wp-content\/uploads\/.+-1024x\d+\.jpg$/);
    expect(release.contentHtml).toContain('Texte du communiqué.');
    expect(release.contentHtml).not.toMatch(/<script|javascript:/i);

    // The article page's reads: numeric id path, slug path, and the ACF id through the full scan.
    for (const id of [String(content.press.id), 'contrat-solaire-stockage-a-kribi', pressId]) {
      const item = await wpPressItem(id, []);
      expect(item.status === 'ok' && item.data.id).toBe(content.press.id);
    }
  });

  test('an événement and a projet read through the client and mappers in the recorded shape', async () => {
    content.event = await created('/wp/v2/evenements', {
      title: "Salon Énergies d'Afrique",
      status: 'publish',
      content: '<p>Rendez-vous au stand Solio.</p>',
      tags: [content.tags[0]!.id],
      acf: { date: '10/06/2026', heure: '09h30', heure_fin: '14:00', lieu: 'Dakar', type: 'Spotlight', en_savoir_plus: 'https://example.test/salon?ville=Thi%C3%A8s', galerie: false },
    });
    content.project = await created('/wp/v2/projets', {
      title: 'Centrale hybride de Tuléar',
      status: 'publish',
      content: '<p>Hybridation solaire et stockage.</p>',
      acf: {
        progression: 75,
        filiale: 'Growth Energy',
        pays: 'Madagascar',
        capacite: '2,5 MWc',
        // Backslashes survive (WordPress unslashes what it stores).
        connectivite: 'OCPP 1.6J \\ 4G',
        caracteristiques: '<ul><li>Onduleurs hybrides</li></ul><script>alert(3)</script>',
        galerie: [],
      },
    });

    // A value of the wrong type is refused with a 400 naming the field, and nothing is stored.
    const refused = await rest('POST', `/wp/v2/evenements/${content.event.id}`, { acf: { lieu: 'Thiès', heure: ['09h30'] } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('acf.heure must be text');

    const event = await wpItem('events', String(content.event.id), []);
    expect(event.status).toBe('ok');
    const rawEvent = event.status === 'ok' ? event.data : undefined;
    const fixtureEvent = recorded('evenements_embed').find((item) => item.id === 16)!;
    const eventJson = (await (await fetch(`${wordpress!.apiUrl}/wp/v2/evenements/${content.event.id}?_embed`)).json()) as Json;
    const eventAcf = eventJson.acf as Record<string, unknown>;
    expect(Object.keys(eventAcf).sort()).toEqual(Object.keys(fixtureEvent.acf as object).sort());
    expect(Object.fromEntries(Object.entries(eventAcf).map(([key, value]) => [key, kind(value)]))).toEqual(
      Object.fromEntries(Object.entries(fixtureEvent.acf as object).map(([key, value]) => [key, kind(value)])),
    );
    expect(toEvent(rawEvent!)).toMatchObject({
      id: 'salon-energies-dafrique',
      title: 'Salon Énergies d’Afrique',
      dateText: '10/06/2026',
      startTime: '09h30',
      endTime: '14:00',
      location: 'Dakar',
      type: 'spotlight',
      // Percent-encoded octets survive (a text sanitizer would strip them).
      learnMoreUrl: 'https://example.test/salon?ville=Thi%C3%A8s',
      tags: ['Growth Energy'],
      gallery: [],
    });

    const projects = await wpList('projects', []);
    const rawProject = projects.status === 'ok' ? projects.data.find((item) => item.id === content.project!.id) : undefined;
    expect(rawProject).toBeDefined();
    const fixtureProject = recorded('projets_embed')[0]!;
    const projectJson = (await (await fetch(`${wordpress!.apiUrl}/wp/v2/projets/${content.project.id}`)).json()) as Json;
    expect(Object.keys(projectJson.acf as object).sort()).toEqual(Object.keys(fixtureProject.acf as object).sort());
    expect((projectJson.acf as Record<string, unknown>).galerie).toBe(false);
    const project = toProject(rawProject!);
    expect(project).toMatchObject({
      id: 'centrale-hybride-de-tulear',
      title: 'Centrale hybride de Tuléar',
      progress: 75,
      subsidiary: 'growth-energy',
      location: 'Madagascar',
      // Typed with a plain space in WordPress: the site keeps the figure on one line.
      capacity: '2,5\u00a0MWc',
      connectivity: 'OCPP 1.6J \\ 4G',
      gallery: [],
    });
    expect(project.characteristicsHtml).toContain('<li>Onduleurs hybrides</li>');
    expect(project.characteristicsHtml).not.toContain('<script');
  });

  test('the site shows the content published in WordPress', async () => {
    // The list was prerendered from bundled content at build time; publishing sent the webhook, so it regenerates.
    await within(webhookDeadlineMs, async () => {
      const { html } = await page('/actualites/communiques');
      return { ok: htmlToText(html).includes(articleTitleShown), seen: htmlToText(html) };
    });

    const article = await page(`/actualites/communiques/${pressId}`);
    expect(article.status).toBe(200);
    expect(heading(article.html)).toBe(articleTitleShown);
    expect(htmlToText(article.html)).toContain('Texte du communiqué.');
    expect(article.html).not.toContain('alert(1)');
    // The featured image is served through the site's origin, from WordPress's uploads.
    const image = /\/api\/wp-media\?src=([^"&\s]+(?:&amp;[^"&\s]+)*)/.exec(article.html);
    expect(image).not.toBeNull();
    const media = await fetch(`${site!.url}${image![0].replace(/&amp;/g, '&')}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');

    const english = await page(`/en/actualites/communiques/${pressId}`);
    expect(heading(english.html)).toBe(articleTitleShown);

    const event = await page('/actualites/evenements/salon-energies-dafrique');
    expect(event.status).toBe(200);
    expect(heading(event.html)).toBe('Salon Énergies d’Afrique');
    const project = await page('/actualites/projets/centrale-hybride-de-tulear');
    expect(project.status).toBe(200);
    expect(heading(project.html)).toBe('Centrale hybride de Tuléar');
  });

  test('a title edited in WordPress shows on the article within 5 s, through the webhook', async () => {
    // The article is cached (ISR, 5 minutes): without the webhook it would keep its old title.
    await within(webhookDeadlineMs, async () => {
      const { cache, html } = await page(`/actualites/communiques/${pressId}`);
      return { ok: cache === 'HIT' && heading(html) === articleTitleShown, seen: `${cache} ${heading(html)}` };
    });

    const { status } = await rest('POST', `/wp/v2/communiques/${content.press!.id}`, { title: editedTitle });
    expect(status).toBe(200);

    const elapsed = await within(webhookDeadlineMs, async () => {
      const { html } = await page(`/actualites/communiques/${pressId}`);
      return { ok: heading(html) === editedTitle, seen: heading(html) };
    });
    expect(elapsed).toBeLessThanOrEqual(webhookDeadlineMs);
    await within(webhookDeadlineMs, async () => {
      const text = htmlToText((await page('/actualites/communiques')).html);
      return { ok: text.includes(editedTitle) && !text.includes(articleTitleShown), seen: text };
    });
  });

  test('a communiqué moved to the trash leaves the site within 5 s, through the webhook', async () => {
    // Its WordPress id is an address too: read now, so the site holds a good copy of it.
    const byId = `/actualites/communiques/${content.press!.id}`;
    expect((await page(byId)).status).toBe(200);
    const { status } = await rest('DELETE', `/wp/v2/communiques/${content.press!.id}`);
    expect(status).toBe(200);
    // WordPress refuses a trashed post's id path to anonymous readers (401), which the client takes as missing.
    const refused = await fetch(`${wordpress!.apiUrl}/wp/v2/communiques/${content.press!.id}?_embed`);
    expect(refused.status).toBe(401);
    await expect(wpItem('press', String(content.press!.id), [])).resolves.toEqual({ status: 'missing' });

    await within(webhookDeadlineMs, async () => {
      const text = htmlToText((await page('/actualites/communiques')).html);
      return { ok: !text.includes(editedTitle), seen: text };
    });
    for (const address of [`/actualites/communiques/${pressId}`, byId]) {
      await within(webhookDeadlineMs, async () => {
        const article = await page(address);
        return { ok: article.status === 404, seen: `${address}: ${article.status} ${heading(article.html)}` };
      });
    }
  });

  test('a projet unpublished in WordPress leaves the site within 5 s, through the webhook', async () => {
    // Cached first, as the article above: only the webhook can take it down within 5 s.
    await within(webhookDeadlineMs, async () => {
      const { cache, status } = await page('/actualites/projets/centrale-hybride-de-tulear');
      return { ok: cache === 'HIT' && status === 200, seen: `${cache} ${status}` };
    });
    const { status } = await rest('POST', `/wp/v2/projets/${content.project!.id}`, { status: 'draft' });
    expect(status).toBe(200);

    // A missing project leads back to the list with the 'Projet non trouvé' notice.
    await within(webhookDeadlineMs, async () => {
      const project = await page('/actualites/projets/centrale-hybride-de-tulear');
      return { ok: project.status === 307 && (project.location ?? '').includes('notFound=1'), seen: `${project.status} ${project.location}` };
    });
  });

  test('the plugin logged no PHP error, warning or notice', () => {
    let log = '';
    try {
      log = readFileSync(wordpress!.logs.debug, 'utf8');
    } catch {
      // No log file: nothing was logged.
    }
    // WordPress 6.1 itself logs deprecations under PHP 8.2; the plugin must add nothing.
    expect(log.split('\n').filter((line) => line.includes('solio-headless'))).toEqual([]);
  });
});
