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

const envSchema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  WORDPRESS_API_URL: optionalUrl,
  REVALIDATE_SECRET: z.string().optional(),
  MAILER_BASE_URL: optionalUrl,
  OUTBOX_DIR: z.string().default('.outbox'),
  TRUSTED_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  EVENTS_TIME_ZONE: z.string().default('Africa/Nairobi'),
  // Where this server listens (Next's standalone server reads them too).
  HOSTNAME: z.string().optional(),
  PORT: z.coerce.number().int().positive().default(3000),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function serverEnv(): ServerEnv {
  return envSchema.parse(process.env);
}
