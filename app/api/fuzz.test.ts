// Hostile input against the three form handlers: whatever arrives, the answer is a 4xx or a success, never a 5xx.
import { resetFormMemory } from '@/lib/forms/handler';
import { startMailerStandIn, type MailerStandIn } from '@/lib/forms/testing/mailer-stand-in';
import { pdfBytes, testSiteUrl } from '@/lib/forms/testing/requests';
import { POST as contact } from './contact/route';
import { POST as jobApplication } from './job-application/route';
import { POST as showroom } from './showroom/route';

let mailer: MailerStandIn;

beforeAll(async () => {
  mailer = await startMailerStandIn();
  process.env.SITE_URL = testSiteUrl;
  process.env.MAILER_BASE_URL = mailer.url;
  resetFormMemory();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => mailer.stop());

// A small seeded generator so a failure can be replayed.
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const strings = [
  '',
  ' ',
  'Amélie',
  'a'.repeat(70_000),
  '😀'.repeat(3000),
  '\u0000\u0001\u0002',
  '\u202Eevil\u202C',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  'ﷺ'.repeat(100),
  'a@b.c',
  'AMELIE@EXAMPLE.COM',
  '+33 6 12 34 56 78',
  'true',
  'on',
  'fr',
  'en',
  'postuler',
  'inscription',
  'zanzibar-fumba',
  '\ud800',
  '%PDF-1.4',
  '{"nested":true}',
];

const fieldNames = [
  'prenom', 'nom', 'email', 'telephone', 'sujet', 'message', 'website', 'language', 'formType', 'name', 'phone', 'company', 'showroom',
  'visitDate', 'services', 'rooms', 'acs', 'monthlyLoadKw', 'monthlyConsumptionKwh', 'fullName', 'coverLetter', 'jobTitle', 'agreement',
  'eventTitle', 'participation', 'type', '__proto__', 'constructor', 'cv', 'autreDocument',
] as const;

function hostileValue(g: ReturnType<typeof generator>, depth = 0): unknown {
  switch (g.int(depth > 3 ? 5 : 8)) {
    case 0:
    case 1:
    case 2:
      return g.pick(strings);
    case 3:
      return g.pick([0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.14]);
    case 4:
      return g.pick([null, true, false]);
    case 5:
      return Array.from({ length: g.int(4) }, () => hostileValue(g, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: g.int(4) }, () => [g.pick(fieldNames), hostileValue(g, depth + 1)]));
  }
}

function hostileObject(g: ReturnType<typeof generator>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = g.int(14); i > 0; i--) object[g.pick(fieldNames)] = hostileValue(g);
  return object;
}

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function randomBytes(g: ReturnType<typeof generator>, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => g.int(256));
}

function jsonBody(g: ReturnType<typeof generator>): BodyInit {
  switch (g.int(9)) {
    case 0:
      return randomBytes(g, g.int(300)) as Uint8Array<ArrayBuffer>;
    case 1:
      return nested(g.pick([10, 1000, 20_000]));
    case 2:
      return JSON.stringify(hostileValue(g)).slice(0, g.int(200));
    case 3:
      return g.pick(['null', '[]', '"string"', '42', '{}', '{"__proto__":{"admin":true}}', '', '\uFEFF{}']);
    case 4:
      return JSON.stringify({ ...hostileObject(g), filler: 'x'.repeat(g.pick([10, 70_000])) });
    default:
      return JSON.stringify(hostileObject(g));
  }
}

function multipartBody(g: ReturnType<typeof generator>): { body: BodyInit; contentType?: string } {
  if (g.int(4) === 0) {
    const boundary = g.pick(['xyz', '', '--', 'a'.repeat(200)]);
    const raw = g.pick([
      `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nJean`,
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--`,
      `garbage ${'x'.repeat(g.int(500))}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
    ]);
    return { body: raw, contentType: `multipart/form-data; boundary=${boundary}` };
  }
  const form = new FormData();
  for (let i = g.int(16); i > 0; i--) {
    const key = g.pick(fieldNames);
    if (g.int(4) === 0) {
      const bytes = g.int(2) === 0 ? pdfBytes : randomBytes(g, g.int(2000));
      form.append(key, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: g.pick(['application/pdf', 'text/html', '']) }), g.pick(['cv.pdf', 'a.docx', 'x.exe', '', 'é'.repeat(300), '../../evil.pdf']));
    } else {
      form.append(key, String(g.pick(strings)));
    }
  }
  return { body: form };
}

const handlers = [
  { name: 'contact', post: contact, kind: 'json' },
  { name: 'showroom', post: showroom, kind: 'json' },
  { name: 'job-application', post: jobApplication, kind: 'multipart' },
] as const;

const contentTypes = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded', 'APPLICATION/JSON', 'garbage/;;;'];

it('answers 2,400 hostile posts without a 5xx or a crash', async () => {
  const g = generator(20261121);
  const seen = new Map<number, number>();
  for (let i = 0; i < 2400; i++) {
    const handler = handlers[i % handlers.length] ?? handlers[0];
    const headers: Record<string, string> = { origin: g.int(12) === 0 ? g.pick(['null', 'https://evil.example', '']) : testSiteUrl };
    let body: BodyInit;
    const useOwnType = g.int(6) !== 0;
    if (handler.kind === 'json' || !useOwnType) {
      body = jsonBody(g);
      headers['content-type'] = useOwnType && handler.kind === 'json' ? g.pick(contentTypes.slice(0, 2)) : g.pick(contentTypes);
    } else {
      const multipart = multipartBody(g);
      body = multipart.body;
      if (multipart.contentType) headers['content-type'] = multipart.contentType;
    }
    const request = new Request(`${testSiteUrl}/api/${handler.name}`, { method: 'POST', headers, body });
    const response = await handler.post(request);
    seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
    if (response.status >= 500) throw new Error(`request ${i} to ${handler.name} got ${response.status}: ${await response.text()}`);
    expect(typeof (await response.json()).ok).toBe('boolean');
  }
  // The run reached every stage of the pipeline, not only the first refusal.
  for (const status of [200, 400, 403, 415, 422]) expect(seen.get(status)).toBeGreaterThan(0);
}, 120_000);
