import Image from 'next/image';
import { BatteryCharging, Car, MessagesSquare, Sun, MapPin, Mail, Sparkles } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { NeedsJavaScript } from '@/components/forms/needs-javascript';
import { ShowroomForm } from '@/components/forms/showroom-form';
import { imagePriority } from '@/components/media/image-priority';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Card } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';
import { showroomAssets } from '@/lib/content/showrooms';
import { getLabels } from '@/lib/i18n/labels';
import { Link } from '@/lib/i18n/link';
import { showroomsCanonicalPath } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { showroomsPageText } from '@/lib/seo/showrooms-metadata';

// The showrooms page exists in English only (spec README), so it always speaks English.
const locale = 'en';

export async function ShowroomsView() {
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'ShowroomsPage' }), showroomsPageText()]);
  const services = [
    { key: 'solar', icon: Sun },
    { key: 'storage', icon: BatteryCharging },
    { key: 'ev', icon: Car },
    { key: 'consultation', icon: MessagesSquare },
  ] as const;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <WebPageJsonLd locale={locale} path={showroomsCanonicalPath} name={page.title} description={page.description} />
      <header className="mb-12 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('heroTitle')}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('heroSubtitle')}</p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <Card variant="media" data-testid="zanzibar-card">
          <Image src={showroomAssets.zanzibar.src} width={showroomAssets.zanzibar.width} height={showroomAssets.zanzibar.height} alt={t('illustrationAlt')} sizes="(min-width: 768px) 50vw, 100vw" {...imagePriority('first')} className="h-auto w-full" />
          <div className="grid gap-4 p-6 pt-0">
            <h2 className="text-2xl font-semibold">{t('zanzibarTitle')}</h2>
            <p className="text-muted-foreground">{t('zanzibarDescription')}</p>
            <h3 className="font-medium">{t('sitesTitle')}</h3>
            <ul className="grid gap-2">
              {[t('fumba'), t('jambiani')].map((site) => (
                <li key={site} className="flex items-center gap-2">
                  <MapPin className="size-4 text-primary" aria-hidden />
                  {site}
                </li>
              ))}
            </ul>
            <Link href="/showrooms/zanzibar" locale={locale} className={buttonVariants({ className: 'justify-self-start' })}>
              {t('discover')}
            </Link>
          </div>
        </Card>
        <Card variant="dashed" className="items-center justify-center text-center" data-testid="coming-soon-card">
          <Sparkles className="size-10 text-primary" aria-hidden />
          <h2 className="text-2xl font-semibold">{t('comingSoonTitle')}</h2>
          <p className="max-w-sm text-muted-foreground">{t('comingSoonDescription')}</p>
        </Card>
      </div>

      <section aria-labelledby="visit-title" className="mt-16 grid gap-8 lg:grid-cols-[1fr_1.5fr]">
        <div className="grid content-start gap-6">
          <h2 id="visit-title" className="text-2xl font-semibold">
            {t('visitTitle')}
          </h2>
          <p className="text-muted-foreground">
            {t('visitDescription')}{' '}
            <a href={`mailto:${siteConfig.emails.showroom}`} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
              <Mail className="size-4" aria-hidden />
              {siteConfig.emails.showroom}
            </a>
          </p>
          <h3 className="text-lg font-semibold">{t('servicesTitle')}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {services.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-center gap-3 rounded-lg border bg-card p-4">
                <Icon className="size-5 shrink-0 text-primary" aria-hidden />
                <span>{t(`services.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <Card className="print:hidden">
          <h3 className="text-xl font-semibold">{t('formTitle')}</h3>
          <NeedsJavaScript locale={locale} email={siteConfig.emails.showroom} />
          <ShowroomForm locale={locale} labels={await getLabels(locale, 'ShowroomForm')} />
        </Card>
      </section>
    </div>
  );
}
