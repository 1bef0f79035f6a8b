import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { interFontUrl } from './fonts';

describe('interFontUrl', () => {
  it('is a file in public/, which the stylesheet draws from', () => {
    expect(existsSync(path.join(process.cwd(), 'public', interFontUrl))).toBe(true);
    const stylesheet = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    expect(stylesheet).toContain(`src: url('${interFontUrl}') format('woff2')`);
  });
});
