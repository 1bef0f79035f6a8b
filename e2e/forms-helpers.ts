// Shared pieces of the form end-to-end specs: unique addresses, the mailer stand-in's record, axe.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { mailerUrl } from './stand-ins/ports';

export type MailerRecord = { path: string; contentType: string; json?: Record<string, string>; fields?: Record<string, string>; files?: Record<string, { name: string; size: number }> };

let counter = 0;

/** A fresh address per test (the server's rate limit counts per address); `mode` makes the mailer stand-in fail for it alone. */
export function uniqueEmail(mode?: '500' | 'html' | 'success-false' | 'refuse'): string {
  counter += 1;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${counter}`;
  return mode ? `mailer-mode-${mode}@${id}.example.com` : `visitor-${id}@example.com`;
}

export async function mailerRequestsFor(email: string): Promise<MailerRecord[]> {
  const response = await fetch(`${mailerUrl}/__control/requests`);
  const all = (await response.json()) as MailerRecord[];
  return all.filter((record) => record.json?.email === email || record.fields?.email === email);
}

export { prepare as hideCookieBanner, expectNoAxeViolations } from './support';

/** A visit date a month ahead, as the date input stores it and as its segments are typed (en-US order). */
export function futureVisitDate(): { iso: string; typed: string } {
  const iso = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, typed: `${month}${day}${year}` };
}

/**
 * Watches the one script holding the forms' validation (zod and the schemas, loaded when a visitor
 * reaches a form). `fail` makes the browser lose it, as on a dropped connection, until set back.
 */
export async function watchValidationCode(page: Page) {
  const validation = { requests: 0, fail: false };
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // `z.config({ jitless: true })` in lib/forms/schemas.ts: the minifier keeps property names.
    if (!body.includes('jitless')) return route.fulfill({ response, body });
    validation.requests += 1;
    return validation.fail ? route.abort('internetdisconnected') : route.fulfill({ response, body });
  });
  return validation;
}

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export const pdfFile = { name: 'cv-test.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') };

export function bigPdf(megabytes: number) {
  const buffer = Buffer.alloc(megabytes * 1024 * 1024, 0x20);
  buffer.write('%PDF-1.4\n');
  return { name: 'big-cv.pdf', mimeType: 'application/pdf', buffer };
}

/**
 * The same file written to disk, for `setInputFiles`: the browser reads a path itself, where a
 * buffer is copied to it through the driver in base64 (about 15 s for 8 MB on a 2-core machine).
 */
export function bigPdfPath(megabytes: number): string {
  const path = join(tmpdir(), `solio-e2e-cv-${megabytes}mb`, 'big-cv.pdf');
  if (!existsSync(path)) {
    // Written aside and renamed: the other worker may be reading it.
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.${process.pid}`, bigPdf(megabytes).buffer);
    renameSync(`${path}.${process.pid}`, path);
  }
  return path;
}
