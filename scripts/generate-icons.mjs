// Draws the site's icons from the logo's sun-over-arc mark: app/icon.svg for browsers that take SVG,
// app/favicon.ico (16 and 32 px PNGs inside an ICO) for the /favicon.ico request every browser
// still makes, and app/apple-icon.png for iOS home screens and Safari's favourites, which take
// neither. Run once with `node scripts/generate-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const app = join(import.meta.dirname, '..', 'app');

const markWithCorners = (radius) => `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 72' width='72' height='72'>
  <rect width='72' height='72' rx='${radius}' fill='#ffffff'/>
  <circle cx='36' cy='34' r='16' fill='#e3a82b'/>
  <path d='M8 56a28 28 0 0 1 56 0' fill='none' stroke='#1d7a4a' stroke-width='7' stroke-linecap='round'/>
</svg>
`;
const mark = markWithCorners(14);

/** An ICO file whose images are PNGs, as every current browser reads them. */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

writeFileSync(join(app, 'icon.svg'), mark);
const pngs = await Promise.all([16, 32].map(async (size) => ({ size, data: await sharp(Buffer.from(mark)).resize(size, size).png().toBuffer() })));
writeFileSync(join(app, 'favicon.ico'), ico(pngs));
// iOS rounds the corners itself and shows transparent pixels as black: square and opaque, at the
// 180 px of current iPhones.
const appleIcon = await sharp(Buffer.from(markWithCorners(0)), { density: 72 * 3 }).resize(180, 180).flatten({ background: '#ffffff' }).png().toBuffer();
writeFileSync(join(app, 'apple-icon.png'), appleIcon);
