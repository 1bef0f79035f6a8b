// The Open Graph card of a page: its title in its language on the group's colours, drawn with a
// font read from an npm package so that nothing is fetched from the network.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';

import { ogImageSize } from './og-image-size';

type Subset = 'latin' | 'latin-ext';

const fontFile = (subset: Subset, weight: 400 | 700) => path.join(process.cwd(), 'node_modules/@fontsource/inter/files', `inter-${subset}-${weight}-normal.woff`);

export async function renderOgImage(title: string, tagline: string): Promise<ImageResponse> {
  const subsets: Subset[] = ['latin', 'latin-ext'];
  const fonts = await Promise.all(
    subsets.flatMap((subset) => ([400, 700] as const).map(async (weight) => ({ name: 'Inter', data: await readFile(fontFile(subset, weight)), weight, style: 'normal' as const }))),
  );
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px',
          background: 'linear-gradient(135deg, #0b3d2e 0%, #13624a 60%, #f2b705 140%)',
          color: '#ffffff',
          fontFamily: 'Inter',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: '20px' }}>
          <div style={{ width: '56px', height: '56px', borderRadius: '28px', background: '#f2b705' }} />
          <div style={{ fontSize: '44px', fontWeight: 700, letterSpacing: '2px' }}>Solio</div>
        </div>
        <div style={{ display: 'flex', fontSize: title.length > 60 ? '56px' : '72px', fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        <div style={{ display: 'flex', fontSize: '28px', opacity: 0.9 }}>{tagline}</div>
      </div>
    ),
    {
      ...ogImageSize,
      fonts,
    },
  );
}
