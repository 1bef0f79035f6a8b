import { metaDescription, shortenAtWord } from './meta-description';

const growthEnergy =
  'Growth Energy conçoit, finance, construit et exploite des centrales solaires photovoltaïques, avec ou sans stockage, pour les entreprises, les collectivités et les zones rurales encore privées de réseau.';

it('keeps a short description as it is, spaces collapsed', () => {
  expect(metaDescription('  Solio,\n groupe  pluridisciplinaire. ')).toBe('Solio, groupe pluridisciplinaire.');
});

it('keeps the no-break spaces of French punctuation and numbers', () => {
  expect(metaDescription('Rejoignez Solio\u00a0: 1\u202f000 postes\u00a0!')).toBe('Rejoignez Solio\u00a0: 1\u202f000 postes\u00a0!');
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

describe('shortenAtWord', () => {
  it('ends on a whole word with an ellipsis, even when a sentence ends earlier', () => {
    expect(shortenAtWord('Solio lève des fonds. Une première pour le groupe entier', 40)).toBe('Solio lève des fonds. Une première pour…');
  });

  it('never parts the digit groups of a number (1 200), with a plain or a no-break space', () => {
    expect(shortenAtWord('Électrifier 1 200 foyers', 16)).toBe('Électrifier…');
    expect(shortenAtWord('Électrifier 1\u00a0200 foyers', 16)).toBe('Électrifier…');
    expect(shortenAtWord('Électrifier 1 200 foyers', 19)).toBe('Électrifier 1 200…');
  });
});
