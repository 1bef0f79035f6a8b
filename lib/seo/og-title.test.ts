import { drawableTitle, ogCardTitle } from './og-title';

describe('drawableTitle', () => {
  it('keeps French, English and other Latin letters, typographic quotes, dashes and the euro sign', () => {
    const title = 'Lancement du projet solaire d’Abidjan : « une première » – 48 M€ “2026”';
    expect(drawableTitle(title)).toBe(title);
    expect(drawableTitle('Łódź, Nguyễn, Œuvre')).toBe('Łódź, Nguyễn, Œuvre');
  });

  it('leaves out what the shipped fonts cannot draw, which the renderer would fetch from a CDN', () => {
    expect(drawableTitle('Inauguration 😀 à Bouaké 中文 مرحبا')).toBe('Inauguration à Bouaké');
    expect(drawableTitle('Ligne\r\nsuivante\u0000')).toBe('Ligne suivante');
    expect(drawableTitle('\u202eevil\u200b')).toBe('evil');
    expect(drawableTitle('😀')).toBe('');
  });
});

describe('ogCardTitle', () => {
  const long = 'Solio et son partenaire lancent un programme régional d’investissement dans les mini-réseaux solaires pour électrifier 1 200 villages et écoles d’Afrique de l’Est d’ici 2030';

  it('keeps a title the card holds as it is', () => {
    expect(ogCardTitle('Lancement du projet solaire d’Abidjan')).toBe('Lancement du projet solaire d’Abidjan');
  });

  it('ends a longer title on a whole word, with an ellipsis, within 120 characters', () => {
    const title = ogCardTitle(long);
    expect(title).toBe('Solio et son partenaire lancent un programme régional d’investissement dans les mini-réseaux solaires pour électrifier…');
    expect(title.length).toBeLessThanOrEqual(120);
  });

  it('keeps a number written in groups of digits whole', () => {
    // Cut at the last space, this one would end on '1…' (one), not 1 200.
    expect(ogCardTitle(long.replace('régional', 'local'))).toMatch(/ électrifier…$/);
  });
});
