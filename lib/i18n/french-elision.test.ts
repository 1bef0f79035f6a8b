import { withElision } from './french-elision';

describe('withElision', () => {
  it('elides de before a vowel in French', () => {
    expect(withElision('Portrait de Amani Kariuki', 'fr')).toBe('Portrait d’Amani Kariuki');
    expect(withElision('Visiter le site de Asking', 'fr')).toBe('Visiter le site d’Asking');
    expect(withElision('Copier le lien de armoire-stockage-hopital.svg', 'fr')).toBe('Copier le lien d’armoire-stockage-hopital.svg');
    expect(withElision('Supprimer la soumission de Élodie Martin', 'fr')).toBe('Supprimer la soumission d’Élodie Martin');
  });

  it('elides de before an h followed by an accented e, mute in such names', () => {
    expect(withElision('Portrait de Hélène N’Diaye-Côté', 'fr')).toBe('Portrait d’Hélène N’Diaye-Côté');
  });

  it('keeps de before a consonant or another h, and inside words', () => {
    for (const text of ['Visiter le site de Growth Energy', 'Portrait de Hassan Diallo', 'Illustration aux couleurs de MFG Technologies', 'Portrait de Ndeye Aminata']) {
      expect(withElision(text, 'fr')).toBe(text);
    }
  });

  it('leaves English alone', () => {
    expect(withElision('Portrait of Amani Kariuki', 'en')).toBe('Portrait of Amani Kariuki');
    expect(withElision('Rue de Alesia', 'en')).toBe('Rue de Alesia');
  });
});
