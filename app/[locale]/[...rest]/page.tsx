import { notFound } from 'next/navigation';

// No unknown path is prerendered; each one answers with the site's not-found page (app/not-found.tsx).
// Set here rather than on the [locale] layout, where it would also forbid the ISR detail pages
// (/actualites/communiques/[id]...) from rendering identifiers unknown at build time.
export const dynamicParams = false;

export function generateStaticParams() {
  return [];
}

export default function CatchAllPage() {
  notFound();
}
