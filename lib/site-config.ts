// Public facts about the group that several pages share: names, addresses, links.

const emailDomain = 'solio.example';

function emailFromEnv(name: string, fallback: string): string {
  return process.env[name]?.trim() || `${fallback}@${emailDomain}`;
}

export const siteConfig = {
  name: 'Solio',
  // Blank counts as unset, as the build's warning says (lib/site-url-warning.ts).
  url: (process.env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
  linkedinUrl: 'https://www.linkedin.com/company/solio-group',
  emails: {
    contact: emailFromEnv('CONTACT_EMAIL', 'contact'),
    careers: emailFromEnv('CAREERS_EMAIL', 'careers'),
    showroom: emailFromEnv('SHOWROOM_EMAIL', 'showroom'),
    privacy: emailFromEnv('PRIVACY_EMAIL', 'privacy'),
  },
} as const;
