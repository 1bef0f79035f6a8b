// The last good copy of each content read, served when the source fails afterwards (outage policy).
// Kept on disk as well as in memory: a server restarted while WordPress is down would otherwise
// regenerate its cached pages from nothing, turning good pages into 'not found' and failure texts.
import 'server-only';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const store = new Map<string, unknown>();

function storeDir(): string {
  // A runtime folder, not a build input: without these comments Turbopack copies the project's files into the standalone output.
  return path.resolve(/* turbopackIgnore: true */ process.env.CONTENT_CACHE_DIR || path.join('.next', 'cache', 'last-good'));
}

// Part of every file name: bumped when the domain types change shape, so a copy written by an older
// build (an item without `languages`, say) is never read back as the current type.
const shapeVersion = 2;

function fileOf(key: string): string {
  return path.join(/* turbopackIgnore: true */ storeDir(), `${createHash('sha256').update(`${shapeVersion}:${key}`).digest('hex')}.json`);
}

export function rememberGood<T>(key: string, value: T): T {
  store.set(key, value);
  try {
    const file = fileOf(key);
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside then renamed: a crash mid-write never leaves half a copy behind.
    writeFileSync(`${file}.tmp`, JSON.stringify(value));
    renameSync(`${file}.tmp`, file);
  } catch (error) {
    console.error('[content] could not keep the last good copy on disk', error);
  }
  return value;
}

export function lastGood<T>(key: string): T | undefined {
  if (store.has(key)) return store.get(key) as T;
  try {
    const value = JSON.parse(readFileSync(fileOf(key), 'utf8')) as T;
    store.set(key, value);
    return value;
  } catch {
    return undefined;
  }
}

/**
 * The source said the item is gone: its copy must not bring it back during a later outage. A disk
 * that refuses the delete is logged, as in rememberGood: the visitor gets the 404, not a 500.
 */
export function forgetGood(key: string): void {
  store.delete(key);
  try {
    rmSync(fileOf(key), { force: true });
  } catch (error) {
    console.error('[content] could not delete the last good copy on disk', error);
  }
}

/** A restarted server: the memory is empty, the disk keeps its copies. */
export function forgetGoodInMemory(): void {
  store.clear();
}

/** Tests start from nothing, in memory and on disk. */
export function forgetAllGood(): void {
  store.clear();
  rmSync(storeDir(), { recursive: true, force: true });
}
