import { matchesSearch, searchKey } from './search';

describe('matchesSearch', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(matchesSearch(['Inauguration à Nairobi'], '  NAIROBI ')).toBe(true);
    expect(matchesSearch(['Forum de l’Énergie'], 'energie')).toBe(true);
    expect(matchesSearch(['Centrale de Kigali'], 'évenement')).toBe(false);
  });

  it('takes no-break spaces for spaces, both ways', () => {
    expect(matchesSearch(['Une centrale de 500\u00a0kW'], '500 kW')).toBe(true);
    expect(matchesSearch(['1\u202f000 organisations'], '1 000 org')).toBe(true);
    expect(matchesSearch(['1 000 organisations'], '1\u00a0000')).toBe(true);
  });

  it('matches within one field only, and everything when the query is empty', () => {
    expect(matchesSearch(['Solaire', 'Nairobi'], 'solaire nairobi')).toBe(false);
    expect(matchesSearch(['Solaire', undefined], '')).toBe(true);
    expect(matchesSearch([], ' ')).toBe(true);
  });

  it('compares texts in one form', () => {
    expect(searchKey('Ça\u00a0va  Très\tbien')).toBe('ca va tres bien');
  });
});
