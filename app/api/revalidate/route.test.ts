import { readFileSync } from 'node:fs';
import path from 'node:path';
import { revalidatePath, revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { scheduleSettlePass } from '@/lib/content/settle-pass';
import { GET, POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));
// after() needs Next's request scope; lib/content/warm-up.test.ts tests what it runs.
jest.mock('next/server', () => ({ after: jest.fn() }));
// Its timer sends the webhook to this server itself: lib/content/settle-pass.test.ts tests the
// scheduling, e2e/wordpress-outage.spec.ts the pass against a running site.
jest.mock('@/lib/content/settle-pass', () => ({ scheduleSettlePass: jest.fn() }));

const secret = 'test-revalidate-secret-of-32-characters';
const post = (body: unknown, headers: Record<string, string> = { 'x-revalidate-secret': secret }) =>
  POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

beforeEach(() => {
  process.env.REVALIDATE_SECRET = secret;
  jest.mocked(revalidateTag).mockClear();
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(after).mockClear();
  jest.mocked(scheduleSettlePass).mockClear();
});

describe('POST /api/revalidate', () => {
  it('revalidates the item and its lists in both locales for the payload the plugin sends', async () => {
    const received = JSON.parse(readFileSync(path.join(process.cwd(), 'lib/wordpress/fixtures/webhook_requests_received.json'), 'utf8')) as {
      headers: Record<string, string>;
      body: unknown;
    }[];
    const first = received[0]!;
    const response = await post(first.body);
    expect(response.status).toBe(200);
    const tags = jest.mocked(revalidateTag).mock.calls.map(([tag, profile]) => {
      expect(profile).toBe('max');
      return tag;
    });
    // Content tags, then the pages' own tags: marked stale ('max'), never expired, so pages regenerate
    // in the background and a hanging WordPress does not hold the next visitor.
    expect(tags).toEqual([
      'projects',
      'projects:fr',
      'projects:en',
      'project:22',
      'project:bornes-recharge-dakar',
      '_N_T_/[locale]/actualites/projets/page',
      '_N_T_/[locale]/actualites/projets/[id]/page',
      '_N_T_/sitemap.xml/route',
    ]);
    // Still published: nothing expires.
    expect(revalidatePath).not.toHaveBeenCalled();
    // Once answered, the pages showing the change are requested, so they regenerate before anyone looks.
    expect(after).toHaveBeenCalledTimes(1);
    // And once more later, past any regeneration the save raced.
    expect(scheduleSettlePass).toHaveBeenCalledWith(expect.objectContaining({ type: 'project', id: 22, slug: 'bornes-recharge-dakar' }));
  });

  it('makes the second pass it sends itself like the first, but schedules no third', async () => {
    const response = await post({ type: 'project', id: 22, slug: 'bornes-recharge-dakar', status: 'trash', settle: true });
    expect(response.status).toBe(200);
    expect(jest.mocked(revalidatePath).mock.calls.map(([route]) => route)).toEqual(['/[locale]/actualites/projets', '/[locale]/actualites/projets/[id]']);
    expect(revalidateTag).toHaveBeenCalledWith('project:22', 'max');
    expect(after).toHaveBeenCalledTimes(1);
    expect(scheduleSettlePass).not.toHaveBeenCalled();
  });

  it('expires the pages of an item that leaves the site, so no visitor sees its text again', async () => {
    const received = JSON.parse(readFileSync(path.join(process.cwd(), 'lib/wordpress/fixtures/webhook_requests_received.json'), 'utf8')) as {
      body: { status: string };
    }[];
    const trashed = received.find(({ body }) => body.status === 'trash')!;
    expect((await post(trashed.body)).status).toBe(200);
    expect(jest.mocked(revalidatePath).mock.calls.map(([route]) => route)).toEqual(['/[locale]/actualites/projets', '/[locale]/actualites/projets/[id]']);
    jest.mocked(revalidatePath).mockClear();
    await post({ type: 'communique', id: 12, status: 'draft' });
    expect(jest.mocked(revalidatePath).mock.calls.map(([route]) => route)).toEqual([
      '/[locale]/actualites/communiques',
      '/[locale]/actualites/communiques/[id]',
      '/[locale]/actualites/articles/[id]',
    ]);
    jest.mocked(revalidatePath).mockClear();
    // A published change, or a payload that does not say, only marks pages stale.
    await post({ type: 'evenement', id: 18 });
    await post({ type: 'evenement', id: 18, status: 'publish' });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('maps press releases to the press tags and pages', async () => {
    const response = await post({ type: 'communique', id: 12, slug: 'partenariat-mobilite-recharge' });
    expect(await response.json()).toEqual({
      revalidated: true,
      tags: ['press', 'press:fr', 'press:en', 'press:12', 'press:partenariat-mobilite-recharge'],
    });
    expect(jest.mocked(revalidateTag)).toHaveBeenCalledWith('_N_T_/[locale]/actualites/communiques/[id]/page', 'max');
    expect(jest.mocked(revalidateTag)).toHaveBeenCalledWith('_N_T_/[locale]/actualites/articles/[id]/page', 'max');
  });

  it('accepts the percent-encoded slug WordPress gives a title in another script', async () => {
    // What a real WordPress 6.1 stored for 'Énergie solaire ☀ 太阳能 Солнце'.
    const slug = 'energie-solaire-%e2%98%80-%e5%a4%aa%e9%98%b3%e8%83%bd-%d0%a1%d0%be%d0%bb%d0%bd%d1%86%d0%b5';
    const response = await post({ type: 'communique', id: 31, slug, rest_base: 'communiques', status: 'publish' });
    expect(response.status).toBe(200);
    expect((await response.json()).tags).toContain(`press:${slug}`);
  });

  it('answers 401 on a missing or wrong secret, and when no secret is configured', async () => {
    expect((await post({ type: 'communique', id: 1 }, {})).status).toBe(401);
    expect((await post({ type: 'communique', id: 1 }, { 'x-revalidate-secret': 'wrong' })).status).toBe(401);
    delete process.env.REVALIDATE_SECRET;
    expect((await post({ type: 'communique', id: 1 }, { 'x-revalidate-secret': '' })).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
    expect(scheduleSettlePass).not.toHaveBeenCalled();
  });

  it('answers 400 on invalid bodies', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post({ type: 'page', id: 1 })).status).toBe(400);
    expect((await post({ type: 'communique', id: '../../etc' })).status).toBe(400);
    expect((await post({ id: 1 })).status).toBe(400);
    for (const type of ['__proto__', 'constructor', 'toString']) expect((await post({ type, id: 1 })).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('slows down wrong secrets without ever turning WordPress away', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 70; attempt += 1) statuses.push((await post({ type: 'evenement', id: 18 }, { 'x-revalidate-secret': 'guess' })).status);
    expect(statuses[0]).toBe(401);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    expect((await post({ type: 'evenement', id: 18 })).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalled();
  });
});

describe('GET /api/revalidate', () => {
  it('answers a health check that reveals nothing', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('fails the health check while no secret is set, since every call would then be refused', async () => {
    delete process.env.REVALIDATE_SECRET;
    const response = GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'REVALIDATE_SECRET is not set' });
  });
});
