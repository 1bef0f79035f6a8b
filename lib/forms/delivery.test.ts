import { splitFullName } from './delivery';

describe('splitFullName', () => {
  it('takes the first word as prenom and the rest as nom', () => {
    expect(splitFullName('Jean Pierre  Dupont')).toEqual({ prenom: 'Jean', nom: 'Pierre Dupont' });
  });
  it('repeats a single word', () => {
    expect(splitFullName('  Madonna ')).toEqual({ prenom: 'Madonna', nom: 'Madonna' });
  });
});
