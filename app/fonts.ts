import localFont from 'next/font/local';

// Self-hosted from an npm package: no request leaves for a font service at build or run time.
// The latin subset covers French and English (œ, guillemets, typographic quotes, €); a rarer
// letter from WordPress content falls back to the system font rather than every visitor
// downloading the 86 KB latin-ext file before the first paint.
export const inter = localFont({
  src: [{ path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  variable: '--font-inter',
  display: 'swap',
});
