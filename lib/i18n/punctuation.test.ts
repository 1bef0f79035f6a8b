import { afterColon, quoted } from './punctuation';

describe('quoted', () => {
  it('uses guillemets held by no-break spaces in French, curly quotes in English', () => {
    expect(quoted('Une équipe', 'fr')).toBe('«\u00a0Une équipe\u00a0»');
    expect(quoted('A team', 'en')).toBe('“A team”');
  });
});

describe('afterColon', () => {
  it('holds the colon to the label with a no-break space in French, with none in English', () => {
    expect(`Découvrir${afterColon('Asking', 'fr')}`).toBe('Découvrir\u00a0: Asking');
    expect(`Discover${afterColon('Asking', 'en')}`).toBe('Discover: Asking');
  });
});
