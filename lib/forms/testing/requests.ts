// Builds form posts as a browser on the site would send them, for the Route Handler tests.
export const testSiteUrl = 'http://site.test';

export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${testSiteUrl}${path}`, {
    method: 'POST',
    headers: { origin: testSiteUrl, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function multipartPost(path: string, form: FormData, headers: Record<string, string> = {}): Request {
  return new Request(`${testSiteUrl}${path}`, { method: 'POST', headers: { origin: testSiteUrl, ...headers }, body: form });
}

export const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const docxBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('\x14\x00[Content_Types].xml word/document.xml')]);

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}
