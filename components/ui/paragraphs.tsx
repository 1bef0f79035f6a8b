// A server-rendered key travels in the page's payload beside its element: keyed by its text, each
// paragraph was sent twice (9 KB of the privacy policy's 84). These texts are fixed lists that
// never reorder, so their position is a stable key.

export function Paragraphs({ texts, className }: { texts: readonly string[]; className?: string }) {
  return texts.map((text, index) => (
    <p key={index} className={className}>
      {text}
    </p>
  ));
}

export function ListItems({ texts }: { texts: readonly string[] }) {
  return texts.map((text, index) => <li key={index}>{text}</li>);
}
