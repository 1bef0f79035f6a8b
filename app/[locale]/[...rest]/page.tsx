import { notFound } from 'next/navigation';

// No path is prerendered here and none is rendered on demand: every unknown path answers with
// app/global-not-found.tsx, whose HTML already carries the localized text, <html lang> and 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return [];
}

export default function CatchAllPage() {
  notFound();
}
