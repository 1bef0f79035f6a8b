import { notFound } from 'next/navigation';

// Here rather than in the [locale] layout: Next applies `dynamicParams = false` to every segment
// below it, which would stop ISR detail pages from rendering identifiers on demand.
export const dynamicParams = false;

// No unknown path is prerendered; each one answers with the site's not-found page (app/not-found.tsx).
export function generateStaticParams() {
  return [];
}

export default function CatchAllPage() {
  notFound();
}
