import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The server under test runs the standalone build from this folder (scripts/start.mjs).
const servedBuild = '.next/standalone/.next';

function filesNamed(fragment: string): string[] {
  return readdirSync(servedBuild, { recursive: true, encoding: 'utf8' }).filter((file) => file.includes(fragment));
}

/** Next's cache of fetched data: one file per request, named by a hash, holding the request's URL. */
function fetchCacheFilesMentioning(text: string): string[] {
  const folder = path.join(servedBuild, 'cache/fetch-cache');
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter((file) => readFileSync(path.join(folder, file), 'utf8').includes(text));
}

test('unknown identifiers on detail routes are answered from memory, never written to disk', async ({ request }) => {
  const unknown = `inconnu-${Date.now()}`;
  const answers = [
    [`/actualites/communiques/${unknown}`, 404, 'Article non trouvé'],
    [`/en/actualites/evenements/${unknown}`, 404, 'Event not found'],
    [`/en/actualites/articles/${unknown}`, 404, 'Article not found'],
    [`/actualites/projets/${unknown}`, 307, ''],
    [`/actualites/communiques/${unknown}-${'a'.repeat(3000)}`, 404, 'Article non trouvé'],
  ] as const;
  for (const [path, status, text] of answers) {
    const first = await request.get(path, { maxRedirects: 0 });
    expect(first.status(), path).toBe(status);
    const second = await request.get(path, { maxRedirects: 0 });
    expect(second.status(), path).toBe(status);
    expect(second.headers()['x-nextjs-cache'], path).toBe('HIT');
    if (text) expect(await second.text(), path).toContain(text);
  }
  expect(filesNamed(unknown)).toEqual([]);
  // Nor is WordPress's empty answer to their lookup, while the answers to the lists are.
  expect(fetchCacheFilesMentioning(`slug=${unknown}`)).toEqual([]);
  expect(fetchCacheFilesMentioning('/wp/v2/communiques?_embed').length).toBeGreaterThan(0);
  // The same search does find the files of a page the build prerendered.
  expect(filesNamed('/communiques/mfg-technologies-nouvelle-ligne.html').length).toBeGreaterThan(0);
});
