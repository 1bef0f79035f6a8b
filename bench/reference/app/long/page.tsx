// As long as the page the benchmark load-tests (the privacy policy, about 85 KB of HTML) and with
// the same typographic characters (’ “ ” —), which make V8 hold the document as UTF-16: its
// throughput separates what a document of that size costs from what the site adds.
const paragraph =
  'Solio est un groupe pluridisciplinaire — énergie solaire, stockage, mobilité électrique, ERP et données — au service de la transition énergétique de l’Afrique de l’Est ; “nos engagements” sont publiés chaque année.';

export default function LongReferencePage() {
  return (
    <main>
      <h1>Reference page, long</h1>
      {Array.from({ length: 150 }, (_, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </main>
  );
}
