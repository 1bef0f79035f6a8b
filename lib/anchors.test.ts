import { executiveAnchor } from './anchors';

describe('executiveAnchor', () => {
  it('lower-cases and prefixes the name', () => {
    expect(executiveAnchor('Amani Kariuki')).toBe('exec-amani-kariuki');
  });

  it('removes accents', () => {
    expect(executiveAnchor('Élodie Marchand')).toBe('exec-elodie-marchand');
    expect(executiveAnchor('Hélène N’Diaye-Côté')).toBe('exec-helene-n-diaye-cote');
    expect(executiveAnchor('François Lévesque')).toBe('exec-francois-levesque');
  });

  it('turns every run of non-alphanumerics into one hyphen', () => {
    expect(executiveAnchor('Jean-Baptiste  Niyonzima')).toBe('exec-jean-baptiste-niyonzima');
    expect(executiveAnchor("Dr. O'Brien (PhD)")).toBe('exec-dr-o-brien-phd');
  });

  it('keeps digits', () => {
    expect(executiveAnchor('Agent 47')).toBe('exec-agent-47');
  });
});
