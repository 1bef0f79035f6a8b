/**
 * What a link with a generic text ('Lire l’article', 'Consulter') leads to, for screen readers: their
 * list of a page's links shows each link's name alone, where several would otherwise read the same.
 */
export function LinkSubject({ title, lang }: { title: string; lang?: string }) {
  return (
    <span className="sr-only">
      : <span lang={lang}>{title}</span>
    </span>
  );
}
