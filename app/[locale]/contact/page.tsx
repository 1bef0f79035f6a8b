import type { Metadata } from 'next';
import { Clock, Mail, Share2, MapPin } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/forms/contact-form';
import { NeedsJavaScript } from '@/components/forms/needs-javascript';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Card } from '@/components/ui/card';
import { contactOffices } from '@/lib/content/contact';
import { getLabels } from '@/lib/i18n/labels';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

const path = '/contact';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function Page({ params }: PageProps<'/[locale]/contact'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  const common = await getTranslations({ locale, namespace: 'Common' });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card className="print:hidden">
          <h2 className="text-xl font-semibold">{t('formTitle')}</h2>
          <NeedsJavaScript locale={locale} email={siteConfig.emails.contact} />
          <ContactForm locale={locale} recipient={siteConfig.emails.contact} labels={await getLabels(locale, 'ContactForm')} />
        </Card>
        <aside aria-labelledby="contact-details" className="grid content-start gap-6">
          <h2 id="contact-details" className="sr-only">
            {t('detailsTitle')}
          </h2>
          <Card>
            <h3 className="flex items-center gap-2 font-semibold">
              <MapPin className="size-5 text-primary" aria-hidden />
              {t('officesTitle')}
            </h3>
            <ul className="grid gap-2 text-sm">
              {contactOffices.map((office) => (
                <li key={office.country.en}>
                  <span className="font-medium">{office.country[locale]}</span>
                  <span className="text-muted-foreground"> — {office.cities[locale]}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <h3 className="flex items-center gap-2 font-semibold">
              <Mail className="size-5 text-primary" aria-hidden />
              {t('emailTitle')}
            </h3>
            <a href={`mailto:${siteConfig.emails.contact}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {siteConfig.emails.contact}
            </a>
            <h3 className="flex items-center gap-2 font-semibold">
              <Share2 className="size-5 text-primary" aria-hidden />
              {t('networkTitle')}
            </h3>
            <a href={siteConfig.linkedinUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t('linkedin')} <span className="sr-only">{common('opensInNewTab')}</span>
            </a>
          </Card>
          <Card>
            <h3 className="flex items-center gap-2 font-semibold">
              <Clock className="size-5 text-primary" aria-hidden />
              {t('hoursTitle')}
            </h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
              <dt>{t('weekdays')}</dt>
              <dd className="font-medium">{t('weekdaysHours')}</dd>
              <dt>{t('weekend')}</dt>
              <dd className="font-medium">{t('closed')}</dd>
            </dl>
          </Card>
        </aside>
      </div>
    </div>
  );
}
