import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

// Structured data for search engines; the serializer escapes `<`, so inlining it is safe.
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
