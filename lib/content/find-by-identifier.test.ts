import { findByIdentifier, isOwnIdentifier } from './find-by-identifier';

const plant = { id: 'centrale-solaire-600kw', numericId: 12, slug: 'centrale-solaire-600kw', title: 'Centrale solaire 600 kW Nairobi' };
const accented = { id: 'CP-2026-001', slug: '%c3%a9nergie-verte', title: 'Énergie verte' };

describe('isOwnIdentifier', () => {
  it.each(['centrale-solaire-600kw', '12', 'centrale-solaire-600-kw-nairobi'])('answers at its own identifier %s', (identifier) => {
    expect(isOwnIdentifier(plant, identifier)).toBe(true);
  });

  it.each(['Centrale-Solaire-600kw', ' centrale-solaire-600kw', '012', 'centrale-solaire-600-kw-nairobi-', 'centrale--solaire-600-kw-nairobi', 'CENTRALE-SOLAIRE-600-KW-NAIROBI'])(
    'sends the variant %s, which the lookup still finds, to the item',
    (identifier) => {
      expect(findByIdentifier([plant], identifier)).toBe(plant);
      expect(isOwnIdentifier(plant, identifier)).toBe(false);
    },
  );

  it('compares percent-encoded WordPress slugs decoded, as the router passes them either way', () => {
    expect(isOwnIdentifier(accented, 'énergie-verte')).toBe(true);
    expect(isOwnIdentifier(accented, '%C3%A9nergie-verte')).toBe(true);
    expect(isOwnIdentifier(accented, 'CP-2026-001')).toBe(true);
    expect(isOwnIdentifier(accented, 'cp-2026-001')).toBe(false);
  });
});
