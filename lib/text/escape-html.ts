// Plain text put into HTML the site builds itself (bundled bodies, JSON-LD descriptions, hints).

/** '&', '<', '>' and '"' as entities: the text reads as written, in an element or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
