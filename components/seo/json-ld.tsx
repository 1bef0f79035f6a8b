import { serializeJsonLd } from '@/lib/seo/job-posting';

// Renders structured data; serializeJsonLd escapes `<` so content cannot break out of the script.
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
