import { notFound } from 'next/navigation';

// No unknown path is prerendered; each one answers with the site's not-found page (app/not-found.tsx).
export function generateStaticParams() {
  return [];
}

export default function CatchAllPage() {
  notFound();
}
