import { drawableTitle } from './og-title';

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
