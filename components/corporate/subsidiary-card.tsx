import Image from 'next/image';
import { ArrowRight } from 'lucide-react';
import { subsidiaryCovers, subsidiaryLogos } from '@/lib/content/assets';
import type { Subsidiary } from '@/lib/content/subsidiaries';
import { imagePriority, type ImageLoading } from '@/components/media/image-priority';
import { Link } from '@/lib/i18n/link';
import { afterColon } from '@/lib/i18n/punctuation';
import type { Locale } from '@/lib/i18n/routing';

// One subsidiary as a card: logo, sector, tagline and a link to its page. The logo's text is the
// name the card's heading gives next: it is decorative here.
// `heading` is the card title's level in the page's outline: h2 in a list right under the page title.
export function SubsidiaryCard({
  subsidiary,
  locale,
  cta,
  heading: Heading = 'h3',
  imageLoading = 'lazy',
}: {
  subsidiary: Subsidiary;
  locale: Locale;
  cta: string;
  heading?: 'h2' | 'h3';
  imageLoading?: ImageLoading;
}) {
  const logo = subsidiaryLogos[subsidiary.id];
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <div className="flex h-24 items-center justify-center border-b bg-white px-6">
        {/* Chrome lists a lazy image whose width is auto as lacking dimensions; its own ratio makes them explicit. */}
        <Image
          src={logo.src}
          alt=""
          width={logo.width}
          height={logo.height}
          sizes="240px"
          {...imagePriority(imageLoading)}
          className="h-12 w-auto"
          style={{ aspectRatio: `${logo.width} / ${logo.height}` }}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{subsidiary.sector[locale]}</p>
        <Heading className="mt-1 text-xl font-semibold">{subsidiary.name}</Heading>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">{subsidiary.tagline[locale]}</p>
        <Link
          href={`/filiales/${subsidiary.id}`}
          className="mt-4 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {cta}
          <span className="sr-only">{afterColon(subsidiary.name, locale)}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}

export function SubsidiaryCover({ subsidiary, alt, loading = 'lazy' }: { subsidiary: Subsidiary; alt: string; loading?: ImageLoading }) {
  const cover = subsidiaryCovers[subsidiary.id];
  return (
    <Image
      src={cover.src}
      alt={alt}
      width={cover.width}
      height={cover.height}
      sizes="(min-width: 1024px) 560px, 100vw"
      {...imagePriority(loading)}
      className="aspect-video w-full rounded-xl border object-cover"
    />
  );
}
