import { getTranslations } from 'next-intl/server';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { DialogForm } from '@/components/forms/dialog-form';
import { BackLink } from '@/components/layout/back-link';
import { ContentImages } from '@/components/media/content-images';
import { VideoLinks } from '@/components/media/video-links';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { RichText } from '@/components/ui/rich-text';
import { itemImages } from '@/lib/content/item-images';
import { eventPath } from '@/lib/content/item-paths';
import { textLanguage, type SiteEvent } from '@/lib/content/types';
import { calendarFileName } from '@/lib/events/calendar-file';
import { eventJsonLd } from '@/lib/events/event-json-ld';
import { eventsToday, eventTimeZone, eventUnstatedTimeZone } from '@/lib/events/events-time-zone';
import { offeredCalendarHref, toEventView } from '@/lib/events/view';
import type { Locale } from '@/lib/i18n/routing';
import { localizedUrl } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';
import { EventActions } from './event-actions';
import { EventStatusBadge } from './event-status-badge';

/** An event's page: status, date, time and place, registration and calendar, images, text and videos. */
export async function EventView({ event, locale }: { event: SiteEvent; locale: Locale }) {
  const [t, td] = await Promise.all([getTranslations({ locale, namespace: 'EventsPage' }), getTranslations({ locale, namespace: 'EventDetail' })]);
  const view = toEventView(event, locale, eventsToday(), { placeTbd: t('placeTbd'), dateUnavailable: t('dateUnavailable') }, eventUnstatedTimeZone(event));
  const path = eventPath(event);
  // WordPress text under /en is still French: the page's SEO speaks of the French page it duplicates.
  const language = textLanguage(event, locale);
  const url = localizedUrl(path, language);
  const jsonLd = eventJsonLd({
    event,
    url,
    imageUrl: event.image ? new URL(event.image.src, siteConfig.url).toString() : undefined,
    timeZone: eventTimeZone(event),
    organizer: { name: siteConfig.name, url: siteConfig.url },
  });
  const images = itemImages(event);

  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      {jsonLd && <JsonLd data={jsonLd} />}
      <WebPageJsonLd locale={language} path={path} name={event.title} description={event.description} />
      <BreadcrumbJsonLd locale={language} path={path} name={event.title} />
      <BackLink href="/actualites/evenements">{td('back')}</BackLink>
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
            <dd lang={view.locationLang} className="pl-6 text-muted-foreground">
              {view.location}
            </dd>
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
            calendarHref={offeredCalendarHref(event, view, locale)}
            calendarFileName={calendarFileName(event)}
            learnMoreUrl={event.learnMoreUrl}
            labels={{ consult: t('consult'), addToCalendar: t('addToCalendar'), learnMore: t('learnMore'), newTab: t('newTab') }}
          />
        </div>
      </header>

      <ContentImages images={images} sizes="(min-width: 1024px) 64rem, 100vw" locale={locale} lang={language} />

      <section className="mt-10">
        <h2 className="mb-4 text-xl font-semibold">{td('about')}</h2>
        <RichText html={event.contentHtml} lang={language} />
      </section>

      <VideoLinks videos={event.videos} title={event.title} titleLang={language} locale={locale} />
    </article>
  );
}
