import { bundledEvents } from '@/lib/content/bundled/events';
import { escapeHtml } from './escape-html';

test('escapeHtml writes markup characters as entities and leaves the rest', () => {
  expect(escapeHtml('Q&A <live> "2026" – l’énergie')).toBe('Q&amp;A &lt;live&gt; &quot;2026&quot; – l’énergie');
});

test('the bundled bodies are written with it: no bare ampersand reaches their HTML', () => {
  const webinar = bundledEvents.en.find((event) => event.contentHtml.includes('Q&amp;A'));
  expect(webinar?.contentHtml).toContain('live Q&amp;A.');
  for (const event of bundledEvents.en) expect(event.contentHtml).not.toMatch(/&(?![a-z]+;|#\d+;)/);
});
