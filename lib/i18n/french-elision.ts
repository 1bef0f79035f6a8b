// French elides 'de' before a vowel: « Portrait d’Amani Kariuki », « le site d’Asking ». Messages
// write 'de {name}' because the name is only known when the text is filled in.

const deBeforeVowel = /(^|[\s(«])([Dd])e (?=[aeiouyàâäéèêëîïôöùûüæœ])/giu;

/** In French text, 'de' followed by a word that starts with a vowel becomes 'd’'; English text is returned as is. */
export function withElision(text: string, locale: string): string {
  return locale === 'fr' ? text.replace(deBeforeVowel, '$1$2’') : text;
}
