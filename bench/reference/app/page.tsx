export default function ReferencePage() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>The bare reference the benchmark measures the site against: same Next.js, no application code.</p>
    </main>
  );
}
