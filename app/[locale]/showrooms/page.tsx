import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { showroomsMetadata } from '@/lib/seo/showrooms-metadata';
import { ShowroomsView } from '@/components/showrooms/showrooms-view';

// English only (spec README): /showrooms and /fr/showrooms redirect here (proxy.ts), and
// only the English page is generated, so a French variant can never render.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ locale: 'en' }];
}

export async function generateMetadata(): Promise<Metadata> {
  return showroomsMetadata();
}

export default async function Page({ params }: PageProps<'/[locale]/showrooms'>) {
  await params;
  setRequestLocale('en');
  return <ShowroomsView />;
}
