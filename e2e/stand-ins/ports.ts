// Loopback ports of the end-to-end run; E2E_PORT_BASE lets two runs share a machine.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const e2ePorts = {
  site: base,
  wordpress: base + 1,
  wordpressControl: base + 1,
  mailer: base + 2,
  mailerControl: base + 2,
  // The outage spec's own site server and WordPress stand-in, started by the spec (e2e/outage-helpers.ts).
  outageWordpress: base + 3,
  outageSite: base + 4,
  // A copy of the build whose clock runs ahead (e2e/footer-year.spec.ts).
  clockSite: base + 5,
  // A copy of the build started to read its startup log (e2e/configuration.spec.ts).
  startupSite: base + 6,
  // A server started with a wrong configuration, which must stop before it listens (e2e/configuration.spec.ts).
  misconfiguredSite: base + 99,
};

export const wordpressUrl = `http://127.0.0.1:${e2ePorts.wordpress}`;
export const mailerUrl = `http://127.0.0.1:${e2ePorts.mailer}`;

/** The environment the site under test runs with: every outside service is a stand-in on loopback. */
export const e2eSiteEnv: Record<string, string> = {
  HOSTNAME: '127.0.0.1',
  PORT: String(e2ePorts.site),
  SITE_URL: `http://127.0.0.1:${e2ePorts.site}`,
  WORDPRESS_API_URL: `${wordpressUrl}/wp-json`,
  MAILER_BASE_URL: mailerUrl,
  REVALIDATE_SECRET: 'e2e-revalidate-secret-of-32-characters',
  OUTBOX_DIR: '.outbox-e2e',
  // Mounts the application and dialog forms on /fixtures/forms for e2e/forms-*.spec.ts.
  FORMS_FIXTURE_PAGE: 'true',
};

export const outageWordpressUrl = `http://127.0.0.1:${e2ePorts.outageWordpress}`;
export const outageSiteUrl = `http://127.0.0.1:${e2ePorts.outageSite}`;

/** The outage spec's site server: a copy of the build reading its own stand-in (see e2e/outage-helpers.ts). */
export const outageSiteEnv: Record<string, string> = {
  SITE_URL: outageSiteUrl,
  WORDPRESS_API_URL: `${outageWordpressUrl}/wp-json`,
  REVALIDATE_SECRET: 'e2e-outage-revalidate-secret-of-32-characters',
};
