import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CareersIcon } from '@/components/careers/careers-icon';
import { CareersIntro } from '@/components/careers/careers-intro';
import { SpontaneousApplication } from '@/components/careers/spontaneous-application';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Button } from '@/components/ui/button';
import { RememberedTabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { hrCommitmentGroups, hrStatistics, testimonials } from '@/lib/content/careers';
import { withElision } from '@/lib/i18n/french-elision';
import { quoted } from '@/lib/i18n/punctuation';
import { Link } from '@/lib/i18n/link';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/carrieres/engagements-rh';

export async function generateMetadata({ params }: PageProps<'/[locale]/carrieres/engagements-rh'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'HrCommitmentsPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function HrCommitmentsPage({ params }: PageProps<'/[locale]/carrieres/engagements-rh'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'HrCommitmentsPage' });

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <BreadcrumbJsonLd locale={locale} path={path} name={t('title')} />
      <CareersIntro eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />

      <section aria-label={t('tabsLabel')} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <RememberedTabs rememberAs="hr-commitments" values={hrCommitmentGroups.map((group) => group.key)}>
          <TabsList aria-label={t('tabsLabel')}>
            {hrCommitmentGroups.map((group) => (
              <TabsTrigger key={group.key} value={group.key}>
                {group.label[locale]}
              </TabsTrigger>
            ))}
          </TabsList>
          {hrCommitmentGroups.map((group) => (
            <TabsContent key={group.key} value={group.key} className="mt-4">
              <h2 className="text-2xl font-bold">{group.label[locale]}</h2>
              <p className="mt-2 text-muted-foreground">{group.intro[locale]}</p>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {group.items.map((item) => (
                  <li key={item.title.fr} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm" data-testid="hr-card">
                    <CareersIcon name={item.icon} />
                    <h3 className="mt-4 font-semibold">{item.title[locale]}</h3>
                    <p className="mt-2 text-sm text-muted-foreground">{item.description[locale]}</p>
                  </li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </RememberedTabs>
      </section>

      <section aria-labelledby="stats-title" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="stats-title" className="text-center text-2xl font-bold">
            {t('statsTitle')}
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-8 text-center lg:grid-cols-4" data-testid="hr-stats">
            {hrStatistics.map((stat) => (
              <div key={stat.label.en} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm uppercase">{stat.label[locale]}</dt>
                <dd className="text-4xl font-bold">{stat.value[locale]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="testimonials-title" className="text-3xl font-bold">
          {t('testimonialsTitle')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('testimonialsIntro')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonials.map((person) => (
            <li key={person.name} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm" data-testid="testimonial">
              <figure>
                <blockquote className="text-sm leading-relaxed">{quoted(person.text[locale], locale)}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <Image src={person.photo} alt={withElision(t('photoAlt', { name: person.name }), locale)} width={56} height={56} sizes="56px" className="size-14 rounded-full" />
                  <span>
                    <span className="block font-semibold">{person.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {person.role[locale]} · {person.subsidiary}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section data-closing-band className="border-t bg-muted/40">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h2 className="text-2xl font-bold">{t('ctaTitle')}</h2>
          <p className="mt-2 text-muted-foreground">{t('ctaText')}</p>
          {/* The text offers both: the openings, and a spontaneous application in the generic dialog. */}
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link href="/carrieres/rejoignez-nous#offres">{t('ctaButton')}</Link>
            </Button>
            <SpontaneousApplication locale={locale} />
          </div>
        </div>
      </section>
    </>
  );
}
