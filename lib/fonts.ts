// Inter, self-hosted from public/fonts: no request leaves for a font service at build or run time.
// The file is made from an npm package by scripts/instance-font.sh: the latin subset covers French
// and English (œ, guillemets, typographic quotes, €), and a rarer letter from WordPress content
// falls back to the system font rather than every visitor downloading the 86 KB latin-ext file
// before the first paint. Its weights run from 400 to 700, the ones the site draws: 36 KB where
// 100 to 900 took 48 KB. Its name carries its content's hash, so it can be cached for good.
//
// The @font-face rule that draws it is in app/globals.css, at this same address. Not next/font:
// Next preloads a next/font file only on the pages under [locale], so the site-wide 404 (a visit
// from a broken link elsewhere) painted in the fallback and, the font being 'optional', kept it.
export const interFontUrl = '/fonts/inter-latin-wght-400-700.2ecce8bd.woff2';
