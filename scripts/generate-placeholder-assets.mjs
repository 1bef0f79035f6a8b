// Draws the project's own placeholder artwork (logos, covers, portraits, certification badges) as SVG files
// under public/images/. Run once with `node scripts/generate-placeholder-assets.mjs`; real assets replace them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', 'public', 'images');

function write(folder, name, svg) {
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, folder, `${name}.svg`), `${svg.trim()}\n`);
}

const font = "font-family='Inter, Arial, sans-serif'";

// Group wordmark: the sun over an arc, as in components/layout/solio-logo.tsx.
write('logos', 'solio', `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 264 72' width='264' height='72'>
  <circle cx='36' cy='36' r='16' fill='#e3a82b'/>
  <path d='M8 52a28 28 0 0 1 56 0' fill='none' stroke='#1d7a4a' stroke-width='6' stroke-linecap='round'/>
  <text x='80' y='52' font-size='44' font-weight='700' ${font} fill='#16302a' letter-spacing='2'>Solio</text>
</svg>`);

const subsidiaries = [
  { id: 'growth-energy', name: 'Growth Energy', color: '#1d7a4a', accent: '#e3a82b', mark: "<circle cx='32' cy='32' r='12' fill='ACCENT'/><path d='M12 50 L32 22 L52 50 Z' fill='none' stroke='COLOR' stroke-width='5' stroke-linejoin='round'/>" },
  { id: 'asking', name: 'Asking', color: '#2b5d8a', accent: '#5fb0e6', mark: "<rect x='12' y='34' width='9' height='18' rx='2' fill='COLOR'/><rect x='27' y='24' width='9' height='28' rx='2' fill='ACCENT'/><rect x='42' y='14' width='9' height='38' rx='2' fill='COLOR'/>" },
  { id: 'mfg-technologies', name: 'MFG Technologies', color: '#5a3d8a', accent: '#a98be0', mark: "<circle cx='32' cy='32' r='18' fill='none' stroke='COLOR' stroke-width='6' stroke-dasharray='8 5'/><circle cx='32' cy='32' r='7' fill='ACCENT'/>" },
  { id: 'gem-e-mobility', name: 'GEM E-Mobility', color: '#0f7c7a', accent: '#e3a82b', mark: "<rect x='14' y='14' width='26' height='38' rx='5' fill='none' stroke='COLOR' stroke-width='5'/><path d='M29 20 L21 34 H29 L25 46 L35 30 H27 Z' fill='ACCENT'/><path d='M40 26 H48 V44' fill='none' stroke='COLOR' stroke-width='4' stroke-linecap='round'/>" },
];

for (const s of subsidiaries) {
  const mark = s.mark.replaceAll('COLOR', s.color).replaceAll('ACCENT', s.accent);
  write('logos', s.id, `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 240 64' width='240' height='64'>
  <rect width='240' height='64' rx='12' fill='#ffffff'/>
  ${mark}
  <text x='64' y='40' font-size='${s.name.length > 12 ? 17 : 22}' font-weight='700' ${font} fill='${s.color}'>${s.name}</text>
</svg>`);
  write('covers', s.id, `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 800 450' width='800' height='450'>
  <defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${s.color}'/><stop offset='1' stop-color='#0d1f1a'/></linearGradient></defs>
  <rect width='800' height='450' fill='url(#g)'/>
  <circle cx='620' cy='120' r='70' fill='${s.accent}' opacity='0.85'/>
  <path d='M0 360 C200 300 400 420 800 330 V450 H0 Z' fill='#ffffff' opacity='0.12'/>
  <path d='M0 400 C260 350 520 440 800 390 V450 H0 Z' fill='#ffffff' opacity='0.18'/>
  <g transform='translate(80 150) scale(3)'>${mark.replaceAll(s.color, '#ffffff')}</g>
</svg>`);
}

const people = [
  ['amani-kariuki', 'AK', '#1d7a4a'],
  ['elodie-marchand', 'ÉM', '#2b5d8a'],
  ['jean-baptiste-niyonzima', 'JN', '#5a3d8a'],
  ['chiamaka-okafor', 'CO', '#0f7c7a'],
  ['francois-levesque', 'FL', '#8a4b2b'],
  ['zawadi-mwinyi', 'ZM', '#7a5a1d'],
  ['helene-ndiaye-cote', 'HN', '#2b6f8a'],
];

for (const [id, initials, color] of people) {
  write('people', id, `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 320' width='320' height='320'>
  <defs><linearGradient id='g' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${color}'/><stop offset='1' stop-color='#10231d'/></linearGradient></defs>
  <rect width='320' height='320' fill='url(#g)'/>
  <circle cx='160' cy='128' r='58' fill='#ffffff' opacity='0.16'/>
  <path d='M52 320 C60 238 110 206 160 206 C210 206 260 238 268 320 Z' fill='#ffffff' opacity='0.16'/>
  <circle cx='250' cy='62' r='22' fill='#e3a82b' opacity='0.9'/>
  <text x='160' y='146' text-anchor='middle' font-size='56' font-weight='700' ${font} fill='#ffffff' letter-spacing='2'>${initials}</text>
</svg>`);
}

const certifications = [
  ['iso-9001', 'ISO', '#2b5d8a'],
  ['solar-energy-professional', 'PV', '#1d7a4a'],
  ['salesforce-partner-consultant', 'CRM', '#2b6f8a'],
  ['erp-excellence-partner', 'ERP', '#5a3d8a'],
  ['aws-solutions-architect', 'AWS', '#8a4b2b'],
  ['pmp', 'PMP', '#0f7c7a'],
  ['climate-finance-expert', 'CF', '#7a5a1d'],
];

for (const [id, label, color] of certifications) {
  write('certifications', id, `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96' width='96' height='96'>
  <circle cx='48' cy='48' r='44' fill='${color}'/>
  <circle cx='48' cy='48' r='36' fill='none' stroke='#ffffff' stroke-width='2' stroke-dasharray='4 3' opacity='0.7'/>
  <text x='48' y='55' text-anchor='middle' font-size='${label.length > 2 ? 20 : 24}' font-weight='700' ${font} fill='#ffffff'>${label}</text>
</svg>`);
}
