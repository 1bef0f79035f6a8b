import { legacyProjectTarget } from '@/lib/content/legacy-project-ids';
import { slugify } from '@/lib/text/slugify';
import { clampProgress, progressColour } from './progress';
import { subsidiaryLabel } from './subsidiary';

describe('subsidiaryLabel', () => {
  it('labels known subsidiaries and others', () => {
    expect(subsidiaryLabel('gem', 'Autre')).toBe('GEM E-Mobility');
    expect(subsidiaryLabel('mfg-technologies', 'Autre')).toBe('MFG Technologies');
    expect(subsidiaryLabel('unknown', 'Autre')).toBe('Autre');
  });
});

describe('progress', () => {
  it.each([
    [0, 'red'],
    [24, 'red'],
    [25, 'orange'],
    [49, 'orange'],
    [50, 'yellow'],
    [74, 'yellow'],
    [75, 'green'],
    [100, 'green'],
    [undefined, 'red'],
  ])('colours %p as %s', (value, colour) => {
    expect(progressColour(value)).toBe(colour);
  });

  it('clamps to 0–100 with default 0', () => {
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(-3)).toBe(0);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(null)).toBe(0);
  });
});

describe('slugify', () => {
  it.each([
    ['Inauguration de la centrale solaire de Nairobi', 'inauguration-de-la-centrale-solaire-de-nairobi'],
    ['Salon Énergaïa 2025 : l’avenir', 'salon-energaia-2025-l-avenir'],
    ['  --Déjà vu!  ', 'deja-vu'],
    ['R&D', 'r-et-d'],
  ])('slugifies %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('legacy project identifiers', () => {
  it('maps old names to current slugs and leaves others alone', () => {
    expect(legacyProjectTarget('station-kira')).toBe('kira');
    expect(legacyProjectTarget('Ferme-Solaire-600kw')).toBe('centrale-solaire-600kw');
    expect(legacyProjectTarget('erp-divalto')).toBe('installation-erp-divalto');
    expect(legacyProjectTarget('analytics')).toBe('plateforme-analytics');
    expect(legacyProjectTarget('kira')).toBeUndefined();
    expect(legacyProjectTarget('constructor')).toBeUndefined();
  });
});
