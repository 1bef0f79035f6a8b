import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { Button } from '@/components/ui/button';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'Metadata' });
  return buildMetadata({ locale: isLocale(locale) ? locale : routing.defaultLocale, path: '/', title: t('defaultTitle'), description: t('defaultDescription') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const t = await getTranslations('Metadata');
  const routes = await getTranslations('Routes');
  return (
    <section className="mx-auto max-w-4xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{t('defaultTitle')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('defaultDescription')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Button asChild>
          <Link href="/presentation">{routes('presentation')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/contact">{routes('contact')}</Link>
        </Button>
      </div>
    </section>
  );
}
