import { readFileSync } from 'node:fs';
import path from 'node:path';
import mediaLibrary from './media-library.json';

// The library's PDFs (scripts/generate-media-assets.mjs) show one title line: it must read as the
// card that offers the file names it, accents and apostrophes included.

// WinAnsi is Latin-1 but for a few codes below 0xA0 (Node 20's TextDecoder reads it as Latin-1):
// those the titles may use.
const winAnsiPunctuation: Record<number, string> = { 0x92: '’', 0x96: '–' };

function titleLine(pdf: string): string {
  const literal = /\((.*)\) Tj/.exec(pdf)?.[1] ?? '';
  return literal.replace(/\\([0-7]{3}|[()\\])/g, (_, escaped: string) => {
    if (escaped.length === 1) return escaped;
    const code = Number.parseInt(escaped, 8);
    return winAnsiPunctuation[code] ?? String.fromCharCode(code);
  });
}

describe('media library documents', () => {
  const documents = mediaLibrary.filter((item) => item.type === 'document');

  it.each(documents.map((item) => [item.name, item] as const))('%s reads as its French title', (_, item) => {
    const pdf = readFileSync(path.join(process.cwd(), 'public', item.src), 'latin1');
    expect(pdf).toContain('/Encoding /WinAnsiEncoding');
    expect(titleLine(pdf)).toBe(item.alt.fr);
  });
});
