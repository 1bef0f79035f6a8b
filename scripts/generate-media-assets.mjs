// Generates the site's own media: SVG illustrations, testimonial portraits, small PDF documents,
// short WebM videos with SVG posters, and the manifest the media library reads
// (lib/content/media-library.json). No asset comes from the internet.
// Run: node scripts/generate-media-assets.mjs   (videos need ffmpeg with libvpx-vp9; skipped otherwise)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pub = join(root, 'public');

function write(relative, content) {
  const file = join(pub, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Deterministic pseudo-random numbers, so re-running the script gives the same files.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const palettes = [
  { sky: '#0f5132', ground: '#d9f2e3', accent: '#f5b301', ink: '#0b2e1d' },
  { sky: '#1e3a5f', ground: '#e6eef8', accent: '#ffb703', ink: '#102a43' },
  { sky: '#7c2d12', ground: '#fff1e6', accent: '#fde047', ink: '#431407' },
  { sky: '#134e4a', ground: '#e0f2f1', accent: '#facc15', ink: '#042f2e' },
  { sky: '#312e81', ground: '#eef2ff', accent: '#fbbf24', ink: '#1e1b4b' },
];

const W = 1200;
const H = 800;

function frame(p, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.sky}" stop-opacity="0.6"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${body}
</svg>
`;
}

const scenes = {
  solar(p, r) {
    const sun = `<circle cx="${900 + r() * 200}" cy="${150 + r() * 80}" r="70" fill="${p.accent}"/>`;
    let panels = '';
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 5; col++) {
        const x = 80 + col * 220 + row * 20;
        const y = 420 + row * 110;
        panels += `<polygon points="${x},${y + 80} ${x + 180},${y + 80} ${x + 200},${y} ${x + 30},${y}" fill="${p.ink}" stroke="${p.ground}" stroke-width="4"/>`;
      }
    }
    return `${sun}<rect y="520" width="${W}" height="280" fill="${p.ground}"/>${panels}`;
  },
  battery(p, r) {
    let blocks = '';
    const n = 3 + Math.floor(r() * 3);
    for (let i = 0; i < n; i++) {
      const x = 120 + i * (960 / n);
      blocks += `<rect x="${x}" y="360" width="${960 / n - 40}" height="300" rx="12" fill="${p.ground}" stroke="${p.ink}" stroke-width="8"/><rect x="${x + 30}" y="400" width="${960 / n - 100}" height="${60 + r() * 180}" fill="${p.accent}"/>`;
    }
    return `<rect y="660" width="${W}" height="140" fill="${p.ink}"/>${blocks}`;
  },
  charging(p, r) {
    let stations = '';
    for (let i = 0; i < 3; i++) {
      const x = 200 + i * 320;
      stations += `<rect x="${x}" y="330" width="120" height="330" rx="16" fill="${p.ground}"/><rect x="${x + 25}" y="370" width="70" height="90" rx="6" fill="${p.ink}"/><path d="M${x + 62} 385 l-18 36 h16 l-8 30 l26 -40 h-16 z" fill="${p.accent}"/><path d="M${x + 120} 520 q60 0 60 80" fill="none" stroke="${p.accent}" stroke-width="10"/>`;
    }
    const moto = `<circle cx="${260 + r() * 600}" cy="700" r="40" fill="${p.ink}"/>`;
    return `<rect y="660" width="${W}" height="140" fill="${p.ground}" opacity="0.5"/>${stations}${moto}`;
  },
  city(p, r) {
    let buildings = '';
    for (let x = 0; x < W; x += 90) {
      const h = 200 + r() * 380;
      buildings += `<rect x="${x}" y="${760 - h}" width="80" height="${h}" fill="${p.ink}" opacity="${0.6 + r() * 0.4}"/>`;
      for (let y = 790 - h; y < 740; y += 50) buildings += `<rect x="${x + 15}" y="${y}" width="18" height="22" fill="${p.accent}" opacity="${r() > 0.4 ? 0.9 : 0.2}"/>`;
    }
    return `<circle cx="200" cy="160" r="60" fill="${p.accent}"/>${buildings}<rect y="760" width="${W}" height="40" fill="${p.ground}"/>`;
  },
  team(p, r) {
    let people = '';
    const n = 4 + Math.floor(r() * 4);
    for (let i = 0; i < n; i++) {
      const x = 150 + i * (900 / (n - 1));
      const tone = ['#8d5524', '#c68642', '#e0ac69', '#5c3a21', '#f1c27d'][Math.floor(r() * 5)];
      people += `<circle cx="${x}" cy="420" r="55" fill="${tone}"/><path d="M${x - 90} 700 q0 -180 90 -180 q90 0 90 180 z" fill="${i % 2 ? p.accent : p.ground}"/>`;
    }
    return `<rect y="700" width="${W}" height="100" fill="${p.ink}"/>${people}`;
  },
  event(p, r) {
    const screen = `<rect x="300" y="140" width="600" height="320" rx="10" fill="${p.ground}"/><circle cx="600" cy="300" r="${60 + r() * 40}" fill="${p.accent}"/>`;
    let audience = '';
    for (let row = 0; row < 3; row++) for (let i = 0; i < 12; i++) audience += `<circle cx="${70 + i * 96 + row * 20}" cy="${600 + row * 70}" r="26" fill="${p.ink}" opacity="${0.7 + row * 0.1}"/>`;
    return `${screen}${audience}`;
  },
  data(p, r) {
    let bars = '';
    for (let i = 0; i < 8; i++) {
      const h = 80 + r() * 300;
      bars += `<rect x="${190 + i * 110}" y="${640 - h}" width="70" height="${h}" rx="6" fill="${i % 3 ? p.ground : p.accent}"/>`;
    }
    return `<rect x="120" y="120" width="960" height="580" rx="20" fill="${p.ink}" opacity="0.5"/>${bars}<polyline points="190,500 400,420 620,460 840,300 1010,240" fill="none" stroke="${p.accent}" stroke-width="8"/>`;
  },
};

// name, scene, French and English titles (alt text)
const subjects = [
  ['centrale-solaire-600kwc-bujumbura', 'solar', 'Centrale solaire de 600\u00a0kWc à Bujumbura', '600\u00a0kWp solar plant in Bujumbura'],
  ['centrale-solaire-zanzibar', 'solar', 'Centrale solaire à Zanzibar', 'Solar plant in Zanzibar'],
  ['toiture-solaire-hopital', 'solar', 'Toiture solaire d’un hôpital', 'Solar rooftop of a hospital'],
  ['toiture-solaire-ecole', 'solar', 'Toiture solaire d’une école', 'Solar rooftop of a school'],
  ['ferme-solaire-nairobi', 'solar', 'Ferme solaire près de Nairobi', 'Solar farm near Nairobi'],
  ['ombrieres-parking-solaire', 'solar', 'Ombrières de parking solaires', 'Solar carport canopies'],
  ['pompage-solaire-agricole', 'solar', 'Pompage solaire agricole', 'Solar water pumping for farming'],
  ['mini-reseau-solaire-village', 'solar', 'Mini-réseau solaire de village', 'Village solar mini-grid'],
  ['maintenance-panneaux', 'solar', 'Maintenance des panneaux solaires', 'Solar panel maintenance'],
  ['installation-onduleurs', 'solar', 'Installation des onduleurs', 'Inverter installation'],
  ['stockage-batteries-600kwh', 'battery', 'Stockage par batteries de 600\u00a0kWh', '600\u00a0kWh battery storage'],
  ['conteneur-batteries', 'battery', 'Conteneur de batteries', 'Battery container'],
  ['batteries-echangeables', 'battery', 'Batteries échangeables', 'Swappable batteries'],
  ['armoire-stockage-hopital', 'battery', 'Armoire de stockage d’un hôpital', 'Hospital storage cabinet'],
  ['stockage-industriel', 'battery', 'Stockage d’énergie industriel', 'Industrial energy storage'],
  ['supervision-batteries', 'battery', 'Supervision des batteries', 'Battery monitoring'],
  ['station-recharge-nairobi', 'charging', 'Station de recharge à Nairobi', 'Charging station in Nairobi'],
  ['station-recharge-kira', 'charging', 'Station de recharge Kira', 'Kira charging station'],
  ['bornes-recharge-parking', 'charging', 'Bornes de recharge sur un parking', 'Charging points in a car park'],
  ['moto-electrique-livraison', 'charging', 'Moto électrique de livraison', 'Electric delivery motorbike'],
  ['flotte-deux-roues', 'charging', 'Flotte de deux-roues électriques', 'Electric two-wheeler fleet'],
  ['echange-batterie-station', 'charging', 'Échange de batterie en station', 'Battery swap at a station'],
  ['borne-rapide', 'charging', 'Borne de recharge rapide', 'Fast charger'],
  ['recharge-solaire-gem', 'charging', 'Recharge solaire GEM E-Mobility', 'GEM E-Mobility solar charging'],
  ['bureau-nairobi', 'city', 'Bureau de Nairobi', 'Nairobi office'],
  ['bureau-paris', 'city', 'Bureau de Paris', 'Paris office'],
  ['bureau-marseille', 'city', 'Bureau de Marseille', 'Marseille office'],
  ['bureau-montreal', 'city', 'Bureau de Montréal', 'Montréal office'],
  ['bureau-abuja', 'city', 'Bureau d’Abuja', 'Abuja office'],
  ['bureau-bujumbura', 'city', 'Bureau de Bujumbura', 'Bujumbura office'],
  ['showroom-zanzibar', 'city', 'Showroom de Zanzibar', 'Zanzibar showroom'],
  ['presence-internationale', 'city', 'Présence internationale du groupe', 'The group’s international presence'],
  ['siege-afrique', 'city', 'Siège Afrique du groupe', 'The group’s Africa headquarters'],
  ['equipe-growth-energy', 'team', 'Équipe Growth Energy', 'Growth Energy team'],
  ['equipe-asking', 'team', 'Équipe Asking', 'Asking team'],
  ['equipe-mfg-technologies', 'team', 'Équipe MFG Technologies', 'MFG Technologies team'],
  ['equipe-gem-e-mobility', 'team', 'Équipe GEM E-Mobility', 'GEM E-Mobility team'],
  ['comite-executif', 'team', 'Comité exécutif', 'Executive committee'],
  ['direction-generale', 'team', 'Direction générale', 'General management'],
  ['techniciennes-solaires', 'team', 'Techniciennes solaires', 'Women solar technicians'],
  ['formation-securite', 'team', 'Formation sécurité', 'Safety training'],
  ['journee-integration', 'team', 'Journée d’intégration', 'Onboarding day'],
  ['benevolat-ecole', 'team', 'Bénévolat dans une école', 'Volunteering at a school'],
  ['culture-entreprise', 'team', 'Culture d’entreprise', 'Company culture'],
  ['diversite-inclusion', 'team', 'Diversité et inclusion', 'Diversity and inclusion'],
  ['mentorat', 'team', 'Mentorat', 'Mentoring'],
  ['inauguration-nairobi', 'event', 'Inauguration à Nairobi', 'Inauguration in Nairobi'],
  ['salon-energie-afrique', 'event', 'Salon de l’énergie en Afrique', 'Africa energy trade fair'],
  ['conference-transition', 'event', 'Conférence sur la transition énergétique', 'Energy transition conference'],
  ['forum-mobilite-electrique', 'event', 'Forum de la mobilité électrique', 'Electric mobility forum'],
  ['atelier-erp', 'event', 'Atelier ERP', 'ERP workshop'],
  ['remise-prix-innovation', 'event', 'Remise du prix de l’innovation', 'Innovation award ceremony'],
  ['webinaire-donnees', 'event', 'Webinaire sur les données', 'Data webinar'],
  ['signature-partenariat', 'event', 'Signature d’un partenariat', 'Partnership signing'],
  ['portes-ouvertes-showroom', 'event', 'Portes ouvertes du showroom', 'Showroom open day'],
  ['plateforme-analytics', 'data', 'Plateforme analytics', 'Analytics platform'],
  ['installation-erp-divalto', 'data', 'Installation de l’ERP Divalto', 'Divalto ERP installation'],
  ['tableau-de-bord-energie', 'data', 'Tableau de bord énergétique', 'Energy dashboard'],
  ['suivi-production-solaire', 'data', 'Suivi de la production solaire', 'Solar production monitoring'],
  ['reduction-co2', 'data', 'Réduction des émissions de CO2', 'CO2 emission reduction'],
  ['crm-clients', 'data', 'CRM clients', 'Customer CRM'],
  ['optimisation-consommation', 'data', 'Optimisation de la consommation', 'Consumption optimisation'],
  ['rapport-impact-graphique', 'data', 'Graphique du rapport d’impact', 'Impact report chart'],
  ['financement-projets', 'data', 'Financement de projets', 'Project financing'],
  ['transformation-numerique', 'data', 'Transformation numérique', 'Digital transformation'],
];

const manifest = [];

subjects.forEach(([name, scene, title, titleEn], index) => {
  const r = rng(index + 1);
  const p = palettes[index % palettes.length];
  const src = `/images/media/${name}.svg`;
  write(src, frame(p, scenes[scene](p, r), title));
  manifest.push({ src, name: `${name}.svg`, type: 'image', alt: { fr: title, en: titleEn } });
});

// Testimonial portraits (HR commitments page).
const portraits = [
  ['testimonial-amina', '#8d5524', '#0f5132', 'Amina Wanjiru'],
  ['testimonial-jean-claude', '#5c3a21', '#1e3a5f', 'Jean-Claude Ndayishimiye'],
  ['testimonial-grace', '#c68642', '#312e81', 'Grace Otieno'],
];
for (const [name, skin, bg, person] of portraits) {
  const src = `/images/careers/${name}.svg`;
  write(
    src,
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${person}">
<title>${person}</title>
<rect width="240" height="240" fill="${bg}"/>
<circle cx="120" cy="96" r="46" fill="${skin}"/>
<path d="M40 240 q0 -100 80 -100 q80 0 80 100 z" fill="#f5b301"/>
</svg>
`,
  );
  manifest.push({ src, name: `${name}.svg`, type: 'image', alt: { fr: `Portrait de ${person}`, en: `Portrait of ${person}` } });
}

// The few characters past ASCII the titles use, as the standard fonts' WinAnsi encoding numbers them.
const winAnsi = { '\u00a0': 0xa0, é: 0xe9, è: 0xe8, à: 0xe0, ç: 0xe7, '’': 0x92, '–': 0x96 };

/** A PDF string literal: ASCII as is, the rest as octal escapes of its WinAnsi code. */
function pdfString(text) {
  return [...text]
    .map((char) => {
      if (/[()\\]/.test(char)) return `\\${char}`;
      if (char.charCodeAt(0) < 0x80) return char;
      if (!(char in winAnsi)) throw new Error(`No WinAnsi code for ${char} in ${text}`);
      return `\\${winAnsi[char].toString(8)}`;
    })
    .join('');
}

// Minimal valid one-page PDFs with a title line (offsets computed so readers accept them).
function pdf(text) {
  const stream = `BT /F1 24 Tf 72 720 Td (${pdfString(text)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

const documents = [
  ['plaquette-solio-2026', 'Solio - Plaquette du groupe 2026', 'Solio group brochure 2026'],
  ['rapport-impact-2025', 'Solio - Rapport d’impact 2025', 'Solio impact report 2025'],
  ['charte-diversite-inclusion', 'Solio - Charte diversité et inclusion', 'Solio diversity and inclusion charter'],
  ['fiche-technique-centrale-600kwc', 'Growth Energy - Centrale solaire 600\u00a0kWc', 'Growth Energy 600\u00a0kWp solar plant datasheet'],
];
for (const [name, title, titleEn] of documents) {
  const src = `/documents/${name}.pdf`;
  write(src, pdf(title));
  manifest.push({ src, name: `${name}.pdf`, type: 'document', alt: { fr: title, en: titleEn } });
}

// Short videos: a branded gradient, encoded as VP9 WebM (plays in every current browser).
const videos = [
  ['presentation-solio', '0x0f5132', '0xf5b301', 'Présentation du groupe Solio', 'Solio group presentation'],
  ['chantier-solaire-timelapse', '0x1e3a5f', '0xffb703', 'Chantier solaire en accéléré', 'Solar site time-lapse'],
  ['recharge-gem-e-mobility', '0x312e81', '0xfbbf24', 'Recharge GEM E-Mobility', 'GEM E-Mobility charging'],
];
for (const [name, c0, c1, title, titleEn] of videos) {
  const src = `/videos/${name}.webm`;
  const file = join(pub, src);
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file)) {
    try {
      execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `gradients=s=480x270:d=3:r=12:c0=${c0}:c1=${c1}:speed=0.05`, '-c:v', 'libvpx-vp9', '-b:v', '120k', '-an', file]);
    } catch {
      console.warn(`ffmpeg unavailable: ${src} not generated`);
      continue;
    }
  }
  const poster = `/videos/${name}-poster.svg`;
  const p = { sky: `#${c0.slice(2)}`, accent: `#${c1.slice(2)}` };
  write(
    poster,
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="${title}">
<title>${title}</title>
<rect width="480" height="270" fill="${p.sky}"/>
<circle cx="240" cy="135" r="48" fill="${p.accent}"/>
<path d="M226 112 l36 23 l-36 23 z" fill="${p.sky}"/>
</svg>
`,
  );
  manifest.push({ src, name: `${name}.webm`, type: 'video', alt: { fr: title, en: titleEn }, poster });
}

writeFileSync(join(root, 'lib/content/media-library.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${manifest.length} media written`);
