import { metaDescription } from './meta-description';

const growthEnergy =
  'Growth Energy conçoit, finance, construit et exploite des centrales solaires photovoltaïques, avec ou sans stockage, pour les entreprises, les collectivités et les zones rurales encore privées de réseau.';

it('keeps a short description as it is, spaces collapsed', () => {
  expect(metaDescription('  Solio,\n groupe  pluridisciplinaire. ')).toBe('Solio, groupe pluridisciplinaire.');
});

it('cuts a long sentence between two words, never inside one, and says so with an ellipsis', () => {
  const description = metaDescription(growthEnergy);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description).toBe('Growth Energy conçoit, finance, construit et exploite des centrales solaires photovoltaïques, avec ou sans stockage, pour les entreprises, les collectivités et…');
  expect(growthEnergy.startsWith(description.slice(0, -1))).toBe(true);
});

it('ends at a full sentence when one ends in the second half of the room', () => {
  const text = `${'Une première phrase assez longue pour compter dans la moitié de la place disponible ici.'} ${'Puis une seconde phrase qui ne tiendrait pas entière dans les cent soixante caractères.'}`;
  expect(metaDescription(text)).toBe('Une première phrase assez longue pour compter dans la moitié de la place disponible ici.');
});

it('drops the punctuation left before the ellipsis', () => {
  expect(metaDescription('alpha beta, gamma delta', 13)).toBe('alpha beta…');
});

it('cuts a single word longer than the room', () => {
  expect(metaDescription('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
});
