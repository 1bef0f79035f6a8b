import { resetFormMemory } from '@/lib/forms/handler';
import { recordDeliveryErrors } from '@/lib/forms/testing/delivery-log';
import { startMailerStandIn, type MailerStandIn } from '@/lib/forms/testing/mailer-stand-in';
import { jsonPost, testSiteUrl } from '@/lib/forms/testing/requests';
import { POST } from './route';

let mailer: MailerStandIn;

beforeAll(async () => {
  mailer = await startMailerStandIn();
});
afterAll(() => mailer.stop());
afterEach(() => jest.restoreAllMocks());
beforeEach(async () => {
  process.env.SITE_URL = testSiteUrl;
  process.env.MAILER_BASE_URL = mailer.url;
  resetFormMemory();
  await mailer.reset();
});

const full = {
  name: 'Asha Mwinyi',
  email: 'Asha@Example.com',
  phone: '+255 24 123 4567',
  company: 'Fumba Resort',
  showroom: 'zanzibar-fumba',
  // A preferred date may not be past: one next year, so the test keeps passing as the calendar moves.
  visitDate: `${new Date().getUTCFullYear() + 1}-12-03`,
  message: 'We would like to see the batteries.',
  services: 'battery',
  rooms: '12',
  acs: '4',
  monthlyLoadKw: '7.5',
  monthlyConsumptionKwh: '2100',
};

describe('POST /api/showroom', () => {
  it('forwards the full showroom payload to /send-email.php with type showroom-contact', async () => {
    const response = await POST(jsonPost('/api/showroom', { ...full, website: '' }));
    expect(response.status).toBe(200);
    const [request] = await mailer.requests();
    expect(request).toMatchObject({ path: '/send-email.php', contentType: 'application/json' });
    expect(request?.json).toEqual({ ...full, email: 'asha@example.com', type: 'showroom-contact' });
  });

  it('sends empty strings for the optional fields left blank', async () => {
    await POST(jsonPost('/api/showroom', { name: 'Asha', email: 'a@example.com' }));
    const [request] = await mailer.requests();
    expect(request?.json).toEqual({
      name: 'Asha',
      email: 'a@example.com',
      phone: '',
      company: '',
      showroom: '',
      visitDate: '',
      message: '',
      services: '',
      rooms: '',
      acs: '',
      monthlyLoadKw: '',
      monthlyConsumptionKwh: '',
      type: 'showroom-contact',
    });
  });

  it('answers 422 to a missing name or a wrong showroom', async () => {
    const response = await POST(jsonPost('/api/showroom', { ...full, name: '', showroom: 'paris' }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ name: 'Le nom est requis', showroom: 'Showroom invalide' });
  });

  it('maps a mailer failure to 502 and an OK answer of any kind to success', async () => {
    const logged = recordDeliveryErrors();
    await mailer.mode('500');
    expect((await POST(jsonPost('/api/showroom', full))).status).toBe(502);
    expect(logged()).toEqual(['[forms] showroom delivery failed: Mailer exploded']);
    await mailer.mode('success-false');
    expect((await POST(jsonPost('/api/showroom', { ...full, email: 'b@example.com' }))).status).toBe(200);
  });

  it('refuses cross-origin posts', async () => {
    expect((await POST(jsonPost('/api/showroom', full, { origin: 'http://site.test.evil.example' }))).status).toBe(403);
  });
});
