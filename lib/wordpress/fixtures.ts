// Recorded real WordPress responses (see fixtures/INDEX.md), loaded for unit tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function loadFixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(__dirname, 'fixtures', `${name}.json`), 'utf8'));
}
