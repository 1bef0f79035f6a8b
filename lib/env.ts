// Server configuration read from environment variables, with safe defaults for a fresh machine.
import 'server-only';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(z.url())
  .optional()
  .or(z.literal('').transform(() => undefined));

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  WORDPRESS_API_URL: optionalUrl,
  // Whoever knows it can have every page regenerated: long enough that it cannot be guessed
  // (wordpress/README.md has it made with `openssl rand -hex 32`). Empty: revalidation is off.
  REVALIDATE_SECRET: z
    .string()
    .min(32, 'too short: at least 32 characters, such as the output of `openssl rand -hex 32`')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAILER_BASE_URL: optionalUrl,
  OUTBOX_DIR: z.string().default('.outbox'),
  TRUSTED_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  EVENTS_TIME_ZONE: z.string().default('Africa/Nairobi').refine(isTimeZone, 'not a time zone name (such as Africa/Nairobi)'),
  // Where this server listens (Next's standalone server reads them too).
  HOSTNAME: z.string().optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  // How long the server keeps an idle connection open, in milliseconds (Next's standalone server reads it).
  KEEP_ALIVE_TIMEOUT: z.coerce.number().int().positive().optional(),
});

export type ServerEnv = z.infer<typeof envSchema>;

/** An empty value, as a .env copied from .env.example leaves some, means the default. */
function givenValues(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}

export function serverEnv(): ServerEnv {
  return envSchema.parse(givenValues());
}

// Named in a startup message by their length only: logs are read by more people than the secret's.
const secrets = new Set(['REVALIDATE_SECRET']);

/** What is wrong with the configuration, one line per variable, for the message the server stops with at startup (instrumentation-node.ts). */
export function configurationProblems(): string[] {
  const result = envSchema.safeParse(givenValues());
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = process.env[name] ?? '';
    return `${name}: ${issue.message} (it is ${secrets.has(name) ? `${value.length} characters long` : JSON.stringify(value)})`;
  });
}
