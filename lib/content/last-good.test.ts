import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forgetGood, lastGood, rememberGood } from './last-good';

describe('last good copies on a disk that refuses them', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'last-good-'));
  const previous = process.env.CONTENT_CACHE_DIR;

  beforeEach(() => {
    // A cache folder path that runs through a file: every write and delete fails, as on a read-only disk.
    writeFileSync(path.join(folder, 'file'), '');
    process.env.CONTENT_CACHE_DIR = path.join(folder, 'file', 'last-good');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.CONTENT_CACHE_DIR = previous;
    jest.restoreAllMocks();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps the copy in memory, and forgets it when the source says the item is gone, without throwing', () => {
    expect(rememberGood('press:item:fr:CP-1', { title: 'Communiqué' })).toEqual({ title: 'Communiqué' });
    expect(lastGood('press:item:fr:CP-1')).toEqual({ title: 'Communiqué' });
    expect(() => forgetGood('press:item:fr:CP-1')).not.toThrow();
    expect(lastGood('press:item:fr:CP-1')).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('[content] could not delete the last good copy on disk', expect.objectContaining({ code: 'ENOTDIR' }));
  });
});
