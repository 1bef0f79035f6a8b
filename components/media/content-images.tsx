import type { ContentImage } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { ContentImageView } from './content-image';
import { Gallery } from './gallery';

/** An event's or a project's images: the gallery when there are several, the one image alone otherwise. */
export function ContentImages({ images, sizes, locale, lang }: { images: ContentImage[]; sizes: string; locale: Locale; lang: Locale }) {
  const [only] = images;
  if (images.length > 1) return <Gallery images={images} sizes={sizes} locale={locale} lang={lang} />;
  if (!only) return null;
  return (
    <div className="relative aspect-[8/5] overflow-hidden rounded-xl bg-muted">
      <ContentImageView image={only} sizes={sizes} loading="first" lang={lang} />
    </div>
  );
}
