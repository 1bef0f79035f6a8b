import { quoted } from './quotation';

describe('quoted', () => {
  it('uses guillemets held by no-break spaces in French, curly quotes in English', () => {
    expect(quoted('Une équipe', 'fr')).toBe('«\u00a0Une équipe\u00a0»');
    expect(quoted('A team', 'en')).toBe('“A team”');
  });
});
