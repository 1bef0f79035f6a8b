// French elides 'de' before a vowel: « Portrait d’Amani Kariuki », « le site d’Asking ». Messages
// write 'de {name}' because the name is only known when the text is filled in. Before an h it
// depends on the word (« d’Hélène » but « de Hollande »): only h before an accented e, always mute
// in the names the site shows, counts as a vowel.

const deBeforeVowel = /(^|[\s(«])([Dd])e (?=[aeiouyàâäéèêëîïôöùûüæœ]|h[éèêë])/giu;

/** In French text, 'de' followed by a word that starts with a vowel becomes 'd’'; English text is returned as is. */
export function withElision(text: string, locale: string): string {
  return locale === 'fr' ? text.replace(deBeforeVowel, '$1$2’') : text;
}
