import { configurationProblems, serverEnv } from './env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

test('a fresh machine needs no configuration', () => {
  for (const name of ['SITE_URL', 'WORDPRESS_API_URL', 'TRUSTED_PROXY', 'EVENTS_TIME_ZONE', 'PORT']) delete process.env[name];
  expect(configurationProblems()).toEqual([]);
  expect(serverEnv()).toMatchObject({ SITE_URL: 'http://localhost:3000', EVENTS_TIME_ZONE: 'Africa/Nairobi', TRUSTED_PROXY: false });
});

test('an empty value, as a .env copied from .env.example leaves some, means the default', () => {
  Object.assign(process.env, { SITE_URL: '', OUTBOX_DIR: ' ', TRUSTED_PROXY: '', EVENTS_TIME_ZONE: '', PORT: '', HOSTNAME: '' });
  expect(configurationProblems()).toEqual([]);
  expect(serverEnv()).toMatchObject({ SITE_URL: 'http://localhost:3000', OUTBOX_DIR: '.outbox', TRUSTED_PROXY: false, EVENTS_TIME_ZONE: 'Africa/Nairobi', PORT: 3000 });
  expect(serverEnv().HOSTNAME).toBeUndefined();
});

test('each misconfigured variable is named with its value, and a time zone must be one Intl knows', () => {
  Object.assign(process.env, { SITE_URL: 'www.solio.example', TRUSTED_PROXY: '1', EVENTS_TIME_ZONE: 'Nairobi', WORDPRESS_API_URL: 'https://cms.solio.example/wp-json/', KEEP_ALIVE_TIMEOUT: '65s' });
  expect(configurationProblems()).toEqual([
    'SITE_URL: Invalid URL (it is "www.solio.example")',
    'TRUSTED_PROXY: Invalid option: expected one of "true"|"false" (it is "1")',
    'EVENTS_TIME_ZONE: not a time zone name (such as Africa/Nairobi) (it is "Nairobi")',
    'KEEP_ALIVE_TIMEOUT: Invalid input: expected number, received NaN (it is "65s")',
  ]);
  process.env.EVENTS_TIME_ZONE = 'Africa/Bujumbura';
  process.env.TRUSTED_PROXY = 'true';
  process.env.SITE_URL = 'https://solio.example';
  process.env.KEEP_ALIVE_TIMEOUT = '65000';
  expect(configurationProblems()).toEqual([]);
});

test('a revalidation secret is at least 32 characters long, and the message gives its length, not its value', () => {
  process.env.REVALIDATE_SECRET = 'guessable';
  expect(configurationProblems()).toEqual([
    'REVALIDATE_SECRET: too short: at least 32 characters, such as the output of `openssl rand -hex 32` (it is 9 characters long)',
  ]);
  process.env.REVALIDATE_SECRET = 'a'.repeat(64);
  expect(configurationProblems()).toEqual([]);
  // As .env.example leaves it: revalidation is off, which the endpoint's health check says.
  process.env.REVALIDATE_SECRET = '';
  expect(configurationProblems()).toEqual([]);
  expect(serverEnv().REVALIDATE_SECRET).toBeUndefined();
});
