import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFormHandler, resetFormMemory } from '@/lib/forms/handler';
import { recordDeliveryErrors } from '@/lib/forms/testing/delivery-log';
import { startMailerStandIn, type MailerStandIn } from '@/lib/forms/testing/mailer-stand-in';
import { jsonPost, testSiteUrl } from '@/lib/forms/testing/requests';
import { POST } from './route';

let mailer: MailerStandIn;
const valid = { prenom: 'Amélie', nom: 'Diallo', email: 'Amelie.Diallo@Example.com', telephone: '+33 6 12 34 56 78', sujet: 'Partenariat', message: 'Bonjour, parlons solaire.' };

beforeAll(async () => {
  mailer = await startMailerStandIn();
});
afterAll(() => mailer.stop());
afterEach(() => jest.restoreAllMocks());
beforeEach(async () => {
  process.env.SITE_URL = testSiteUrl;
  process.env.MAILER_BASE_URL = mailer.url;
  delete process.env.TRUSTED_PROXY;
  resetFormMemory();
  await mailer.reset();
});

describe('POST /api/contact', () => {
  it('forwards the exact JSON payload to /contact-basic.php', async () => {
    const response = await POST(jsonPost('/api/contact', { ...valid, website: '' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [request] = await mailer.requests();
    expect(request).toMatchObject({ method: 'POST', path: '/contact-basic.php', contentType: 'application/json' });
    expect(request?.json).toEqual({ prenom: 'Amélie', nom: 'Diallo', email: 'amelie.diallo@example.com', telephone: '+33 6 12 34 56 78', sujet: 'Partenariat', message: 'Bonjour, parlons solaire.' });
  });

  it('sends an empty telephone when none is given', async () => {
    await POST(jsonPost('/api/contact', { ...valid, telephone: undefined }));
    const [request] = await mailer.requests();
    expect(request?.json).toMatchObject({ telephone: '' });
  });

  it('refuses a cross-origin post with 403', async () => {
    const response = await POST(jsonPost('/api/contact', valid, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    const noOrigin = new Request(`${testSiteUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) });
    expect((await POST(noOrigin)).status).toBe(403);
    expect(await mailer.requests()).toEqual([]);
  });

  it('accepts a same-origin post without Origin when the browser says so', async () => {
    const request = new Request(`${testSiteUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(valid) });
    expect((await POST(request)).status).toBe(200);
  });

  it('answers 415 to another content type and 400 to broken JSON', async () => {
    expect((await POST(jsonPost('/api/contact', 'prenom=a', { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(415);
    expect((await POST(jsonPost('/api/contact', '{"prenom":'))).status).toBe(400);
    expect((await POST(jsonPost('/api/contact', '[1,2]'))).status).toBe(400);
  });

  it('answers 413 to a body over the limit, declared or streamed', async () => {
    const huge = JSON.stringify({ ...valid, message: 'a'.repeat(200_000) });
    expect((await POST(jsonPost('/api/contact', huge))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(10_000).fill(32));
        controller.close();
      },
    });
    const streamed = new Request(`${testSiteUrl}/api/contact`, { method: 'POST', headers: { origin: testSiteUrl, 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect((await POST(streamed)).status).toBe(413);
  });

  it('answers 422 with the French field errors, or English ones for an English form', async () => {
    const response = await POST(jsonPost('/api/contact', { ...valid, email: 'nope', message: '' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ ok: false, error: 'validation', fieldErrors: { email: 'Email invalide', message: 'Le message est requis' } });
    const english = await POST(jsonPost('/api/contact', { ...valid, email: '', language: 'en' }));
    expect(await english.json()).toMatchObject({ fieldErrors: { email: 'Email is required' } });
    expect(await mailer.requests()).toEqual([]);
  });

  it('answers errors found before the body is read in the language of the page that posted', async () => {
    const english = { referer: `${testSiteUrl}/en/contact` };
    const forbidden = await POST(jsonPost('/api/contact', valid, { ...english, origin: 'https://evil.example' }));
    expect(await forbidden.json()).toMatchObject({ error: 'forbidden', message: 'The form must be sent from the site.' });
    const unreadable = await POST(jsonPost('/api/contact', '{"prenom":', english));
    expect(await unreadable.json()).toMatchObject({ error: 'bad-request', message: 'The form received could not be read.' });
    const french = await POST(jsonPost('/api/contact', 'prenom=a', { referer: `${testSiteUrl}/contact`, 'content-type': 'text/plain' }));
    expect(await french.json()).toMatchObject({ error: 'unsupported-media-type', message: "Le format d'envoi n'est pas pris en charge." });
    const browserLanguage = await POST(jsonPost('/api/contact', '{"prenom":', { 'accept-language': 'en-GB,en;q=0.9' }));
    expect(await browserLanguage.json()).toMatchObject({ message: 'The form received could not be read.' });
  });

  it('lets the language the form sends win over the page it came from', async () => {
    const response = await POST(jsonPost('/api/contact', { ...valid, email: '', language: 'fr' }, { referer: `${testSiteUrl}/en/contact` }));
    expect(await response.json()).toMatchObject({ fieldErrors: { email: "L'email est requis" } });
  });

  it('refuses a subject with a line break, which could reach a mail header', async () => {
    const response = await POST(jsonPost('/api/contact', { ...valid, sujet: 'Hello\r\nBcc: victim@example.test' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ fieldErrors: { sujet: 'Ce champ contient des caractères non autorisés (retours à la ligne ou caractères de contrôle)' } });
    expect(await mailer.requests()).toEqual([]);
  });

  it('answers the spam trap as a success and forwards nothing', async () => {
    const response = await POST(jsonPost('/api/contact', { ...valid, website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await mailer.requests()).toEqual([]);
  });

  it('blocks the sixth attempt of one e-mail for 60 minutes with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await POST(jsonPost('/api/contact', valid))).status).toBe(200);
    const response = await POST(jsonPost('/api/contact', { ...valid, email: 'AMELIE.diallo@example.com' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(await response.json()).toMatchObject({ error: 'rate-limited', minutesLeft: 60, title: 'Trop de tentatives', message: 'Trop de tentatives. Veuillez réessayer dans 60 minutes.' });
    expect(await mailer.requests()).toHaveLength(5);
    expect((await POST(jsonPost('/api/contact', { ...valid, email: 'other@example.com' }))).status).toBe(200);
  });

  it('limits per client address only behind a trusted proxy', async () => {
    process.env.TRUSTED_PROXY = 'true';
    for (let i = 0; i < 20; i++) {
      expect((await POST(jsonPost('/api/contact', { ...valid, email: `p${i}@example.com` }, { 'x-forwarded-for': '203.0.113.5' }))).status).toBe(200);
    }
    expect((await POST(jsonPost('/api/contact', { ...valid, email: 'p99@example.com' }, { 'x-forwarded-for': '203.0.113.5' }))).status).toBe(429);
    expect((await POST(jsonPost('/api/contact', { ...valid, email: 'p99@example.com' }, { 'x-forwarded-for': '203.0.113.6' }))).status).toBe(200);
  });

  describe('a message tried again under its key (its first answer lost on the way)', () => {
    const key = '5f0c7a1e9b2d4c6e8a0b1c2d3e4f5a6b';
    const keyed = (body: unknown, headers: Record<string, string> = {}) => POST(jsonPost('/api/contact', body, { 'idempotency-key': key, ...headers }));

    it('reaches the mailer once, each try answered as sent, and counts once towards the limits', async () => {
      for (let i = 0; i < 6; i++) {
        const response = await keyed(valid);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ ok: true });
      }
      expect(await mailer.requests()).toHaveLength(1);
      for (let i = 0; i < 4; i++) expect((await POST(jsonPost('/api/contact', valid))).status).toBe(200);
      expect((await POST(jsonPost('/api/contact', valid))).status).toBe(429);
    });

    it('is sent when corrected, and when it comes with another key or none', async () => {
      await keyed(valid);
      await keyed({ ...valid, message: 'Bonjour, parlons solaire et stockage.' });
      await POST(jsonPost('/api/contact', valid, { 'idempotency-key': 'a'.repeat(32) }));
      await POST(jsonPost('/api/contact', valid));
      expect((await mailer.requests()).map((request) => (request.json as { message: string }).message)).toEqual([
        'Bonjour, parlons solaire.',
        'Bonjour, parlons solaire et stockage.',
        'Bonjour, parlons solaire.',
        'Bonjour, parlons solaire.',
      ]);
    });

    it('is sent again when the try before failed', async () => {
      recordDeliveryErrors();
      await mailer.mode('500');
      expect((await keyed(valid)).status).toBe(502);
      await mailer.mode('ok');
      expect((await keyed(valid)).status).toBe(200);
      expect((await keyed(valid)).status).toBe(200);
      expect(await mailer.requests()).toHaveLength(2);
    });

    it('waits for a try still under way, and does not send it twice', async () => {
      const [first, second] = await Promise.all([keyed(valid), keyed(valid)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(await mailer.requests()).toHaveLength(1);
    });
  });

  it('maps a mailer error status to its JSON error, and logs it for operators', async () => {
    const logged = recordDeliveryErrors();
    await mailer.mode('500');
    const response = await POST(jsonPost('/api/contact', valid));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ ok: false, error: 'delivery-failed', message: 'Mailer exploded' });
    expect(logged()).toEqual(['[forms] contact delivery failed: Mailer exploded']);
  });

  it('treats any OK answer as success, even HTML', async () => {
    await mailer.mode('html');
    expect((await POST(jsonPost('/api/contact', valid))).status).toBe(200);
  });

  it('maps a refused connection to a network error, in the visitor\'s language', async () => {
    const logged = recordDeliveryErrors();
    await mailer.mode('refuse');
    const response = await POST(jsonPost('/api/contact', valid));
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe("Le serveur d'envoi est injoignable");
    const english = await POST(jsonPost('/api/contact', { ...valid, email: 'en@example.com', language: 'en' }));
    expect((await english.json()).message).toBe('The mail server cannot be reached');
    // The operator reads the cause behind Node's 'fetch failed'.
    expect(logged()).toEqual(Array(2).fill(expect.stringMatching(/^\[forms\] contact delivery failed: Network error: fetch failed: \S/)));
  });

  it('gives up on a mailer that hangs', async () => {
    const logged = recordDeliveryErrors();
    await mailer.mode('hang');
    const response = await createFormHandler('contact', { timeoutMs: 300 })(jsonPost('/api/contact', valid));
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe("Le serveur d'envoi n'a pas répondu à temps");
    expect(logged()).toEqual(['[forms] contact delivery failed: The mail server did not answer within 0.3 seconds']);
  });

  it('delivers the dialog form contact and inscription types as contact messages', async () => {
    await POST(jsonPost('/api/contact', { formType: 'contact', name: 'Kwame Mensah', email: 'k@example.com', phone: '', message: 'Bonjour', language: 'fr' }));
    await POST(
      jsonPost('/api/contact', { formType: 'inscription', name: 'Awa', email: 'awa@example.com', message: 'Je viens', eventTitle: 'Inauguration Nairobi', participation: 'virtuel', language: 'fr' }),
    );
    const [contact, inscription] = await mailer.requests();
    expect(contact?.json).toEqual({ prenom: 'Kwame', nom: 'Mensah', email: 'k@example.com', telephone: '', sujet: 'Nous contacter', message: 'Bonjour' });
    expect(inscription?.json).toEqual({
      prenom: 'Awa',
      nom: 'Awa',
      email: 'awa@example.com',
      telephone: '',
      sujet: 'Inscription: Inauguration Nairobi',
      message: 'Mode de participation: Virtuel\n\nJe viens',
    });
  });

  it('refuses application types of the dialog form here', async () => {
    const response = await POST(jsonPost('/api/contact', { formType: 'postuler', name: 'Awa', email: 'awa@example.com', message: 'x', language: 'fr' }));
    expect(response.status).toBe(422);
  });

  it('writes to the outbox when no mailer is configured', async () => {
    const outbox = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    delete process.env.MAILER_BASE_URL;
    process.env.OUTBOX_DIR = outbox;
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      expect((await POST(jsonPost('/api/contact', valid))).status).toBe(200);
      const [folder = ''] = await readdir(path.join(outbox, 'contact'));
      const record = JSON.parse(await readFile(path.join(outbox, 'contact', folder, 'submission.json'), 'utf8'));
      expect(record).toMatchObject({ kind: 'contact', mailerPath: '/contact-basic.php', payload: { prenom: 'Amélie', email: 'amelie.diallo@example.com' } });
      expect(log).toHaveBeenCalledWith(expect.stringContaining(path.join(outbox, 'contact', folder)));
    } finally {
      log.mockRestore();
      delete process.env.OUTBOX_DIR;
      await rm(outbox, { recursive: true, force: true });
    }
  });

  it('answers 503 in the visitor\'s language when the outbox cannot take the submission: a disk at its reserve, or no folder', async () => {
    const outbox = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    delete process.env.MAILER_BASE_URL;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      process.env.OUTBOX_DIR = outbox;
      const full = await createFormHandler('contact', { outboxDiskReserveBytes: Number.MAX_SAFE_INTEGER })(jsonPost('/api/contact', valid));
      expect(full.status).toBe(503);
      expect(await full.json()).toMatchObject({ ok: false, error: 'delivery-failed', message: "L'envoi n'a pas pu être enregistré." });
      expect(await readdir(outbox)).toEqual([]);

      process.env.OUTBOX_DIR = path.join(outbox, 'a-file');
      await writeFile(process.env.OUTBOX_DIR, '');
      const unwritable = await POST(jsonPost('/api/contact', { ...valid, email: 'other@example.com', language: 'en' }));
      expect(unwritable.status).toBe(503);
      expect(await unwritable.json()).toMatchObject({ ok: false, error: 'delivery-failed', message: 'The submission could not be stored.' });
      expect(log).toHaveBeenCalledWith('[forms] outbox write failed', expect.any(Error));
    } finally {
      log.mockRestore();
      delete process.env.OUTBOX_DIR;
      await rm(outbox, { recursive: true, force: true });
    }
  });
});
