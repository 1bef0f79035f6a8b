import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArrowLeft, CalendarDays, Clock, MapPin } from 'lucide-react';
import { EventActions } from '@/components/events/event-actions';
import { EventStatusBadge } from '@/components/events/event-status-badge';
import { DialogForm } from '@/components/forms/dialog-form';
import { MissingContent } from '@/components/layout/missing-content';
import { UnavailableContent, unavailableMetadata } from '@/components/layout/unavailable-content';
import { ContentImageView } from '@/components/media/content-image';
import { Gallery } from '@/components/media/gallery';
import { VideoLinks } from '@/components/media/video-links';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Button } from '@/components/ui/button';
import { eventNotFound } from '@/lib/content/content-not-found';
import { getEvent, getEvents } from '@/lib/content/events';
import { isOwnIdentifier, routeIdentifiers } from '@/lib/content/find-by-identifier';
import { textLanguage } from '@/lib/content/types';
import { calendarFileName } from '@/lib/events/calendar-file';
import { eventJsonLd } from '@/lib/events/event-json-ld';
import { eventsToday, eventTimeZone } from '@/lib/events/events-time-zone';
import { eventCalendarHref, toEventView } from '@/lib/events/view';
import { Link } from '@/lib/i18n/link';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { contentMetadata, localizedUrl } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';
import { safeDecode } from '@/lib/text/safe-decode';

// Regenerated every 5 minutes like the list, so the status badge and the add-to-calendar button
// follow the day change in the events' zone. Unknown identifiers render on demand (ISR), and a
// missing event answers a 404 that says 'Événement non trouvé.'.
export const revalidate = 300;
// The [locale] layout allows only known locales; identifiers beyond the prerendered ones are looked up on demand.
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale: Locale = isLocale(params.locale) ? params.locale : routing.defaultLocale;
  const { items } = await getEvents(locale);
  return routeIdentifiers(items).map((id) => ({ id }));
}

async function load(params: PageProps<'/[locale]/actualites/evenements/[id]'>['params']) {
  const { locale: requested, id } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return { locale, id, event: await getEvent(safeDecode(id), locale) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/actualites/evenements/[id]'>): Promise<Metadata> {
  const { locale, event } = await load(params);
  if (event === 'unavailable') return unavailableMetadata(locale);
  if (!event) {
    const t = await getTranslations({ locale, namespace: 'ContentNotFound' });
    return { title: t('eventTitle'), robots: { index: false, follow: true } };
  }
  return contentMetadata(event, locale, { path: `/actualites/evenements/${event.slug}`, title: event.title, description: event.description });
}

export default async function EventPage({ params }: PageProps<'/[locale]/actualites/evenements/[id]'>) {
  const { locale, id, event } = await load(params);
  if (event === 'unavailable') return <UnavailableContent locale={locale} path={`/actualites/evenements/${id}`} />;
  if (!event) return <MissingContent locale={locale} message={eventNotFound} />;
  if (!isOwnIdentifier(event, id)) return permanentRedirect({ href: `/actualites/evenements/${event.slug || event.id}`, locale });
  const [t, td] = await Promise.all([getTranslations({ locale, namespace: 'EventsPage' }), getTranslations({ locale, namespace: 'EventDetail' })]);
  const view = toEventView(event, locale, eventsToday(), { placeTbd: t('placeTbd'), dateUnavailable: t('dateUnavailable') });
  const path = `/actualites/evenements/${event.slug}`;
  // WordPress text under /en is still French: the page's SEO speaks of the French page it duplicates.
  const language = textLanguage(event, locale);
  const url = localizedUrl(path, language);
  const jsonLd = eventJsonLd({
    event,
    status: view.status,
    url,
    imageUrl: event.image ? new URL(event.image.src, siteConfig.url).toString() : undefined,
    timeZone: eventTimeZone(event),
    organizer: { name: siteConfig.name, url: siteConfig.url },
  });
  const images = [...(event.image ? [event.image] : []), ...event.gallery];

  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      {jsonLd && <JsonLd data={jsonLd} />}
      <WebPageJsonLd locale={language} path={path} name={event.title} description={event.description} />
      <BreadcrumbJsonLd locale={language} path={path} name={event.title} />
      <Button asChild variant="ghost" className="mb-6 -ml-3">
        <Link href="/actualites/evenements">
          <ArrowLeft aria-hidden />
          {td('back')}
        </Link>
      </Button>
      <header className="mb-8">
        <EventStatusBadge status={view.status} label={t(`status.${view.status}`)} />
        <h1 lang={language} className="mt-3 text-3xl font-bold sm:text-4xl">{event.title}</h1>
        <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="flex items-center gap-2 font-medium">
              <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden />
              {td('date')}
            </dt>
            <dd className="pl-6 text-muted-foreground first-letter:uppercase">{view.dateLabel}</dd>
          </div>
          {view.timeRange && (
            <div>
              <dt className="flex items-center gap-2 font-medium">
                <Clock className="size-4 shrink-0 text-primary" aria-hidden />
                {td('time')}
              </dt>
              <dd className="pl-6 text-muted-foreground">{view.timeRange}</dd>
            </div>
          )}
          <div>
            <dt className="flex items-center gap-2 font-medium">
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
              {td('place')}
            </dt>
            <dd className="pl-6 text-muted-foreground">{view.location}</dd>
          </div>
        </dl>
        {event.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-1.5">
            {event.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex flex-wrap items-start gap-2">
          {view.status !== 'past' && (
            <DialogForm type="inscription" locale={locale} eventTitle={event.title} triggerLabel={td('register')} triggerSize="sm" />
          )}
          <EventActions
            calendarHref={view.status === 'past' ? undefined : eventCalendarHref(event, locale)}
            calendarFileName={calendarFileName(event.slug)}
            learnMoreUrl={event.learnMoreUrl}
            labels={{ consult: t('consult'), addToCalendar: t('addToCalendar'), learnMore: t('learnMore'), newTab: t('newTab') }}
          />
        </div>
      </header>

      {images.length > 1 ? (
        <Gallery images={images} sizes="(min-width: 1024px) 64rem, 100vw" locale={locale} />
      ) : (
        event.image && (
          <div className="relative aspect-[8/5] overflow-hidden rounded-xl bg-muted">
            <ContentImageView image={event.image} sizes="(min-width: 1024px) 64rem, 100vw" loading="first" />
          </div>
        )
      )}

      <section className="mt-10">
        <h2 className="mb-4 text-xl font-semibold">{td('about')}</h2>
        <div lang={language} className="prose-content space-y-4 leading-relaxed" dangerouslySetInnerHTML={{ __html: event.contentHtml }} />
      </section>

      <VideoLinks videos={event.videos} heading={td('video')} playLabel={td('playVideo', { title: event.title })} videoTitle={td('videoTitle', { title: event.title })} linkedinLabel={td('watchOnLinkedin')} newTabLabel={t('newTab')} />
    </article>
  );
}
