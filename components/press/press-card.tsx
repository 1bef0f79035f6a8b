import { ArrowRightIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { pressReleasePath } from '@/lib/content/item-paths';
import type { ContentImage, PressRelease } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/link';
import { ContentImageView } from '@/components/media/content-image';
import type { ImageLoading } from '@/components/media/image-priority';
import { LinkSubject } from '@/components/ui/link-subject';
import { PressTags } from './press-tags';

/** `lang`: the language of the release's text when it is not the page's. */
export type PressCardData = Pick<PressRelease, 'id' | 'title' | 'excerpt' | 'tags'> & { image: ContentImage; dateLabel: string; date: string; lang?: Locale };

type PressCardProps = {
  release: PressCardData;
  readLabel: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** 2 on the list page, 3 under an article's own heading tree. */
  headingLevel?: 2 | 3;
  /** On the list, by the card's place in the grid; lazy elsewhere. */
  imageLoading?: ImageLoading;
};

export function PressCard({ release, readLabel, onOpen, headingLevel = 2, imageLoading = 'lazy' }: PressCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm" data-testid="press-card">
      <div className="relative aspect-[3/2] bg-muted">
        <ContentImageView image={release.image} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" loading={imageLoading} lang={release.lang} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <time dateTime={release.date} className="text-sm text-muted-foreground">
          {release.dateLabel}
        </time>
        <Heading lang={release.lang} className="line-clamp-2 text-lg font-semibold">{release.title}</Heading>
        <p lang={release.lang} className="line-clamp-3 text-sm text-muted-foreground">{release.excerpt}</p>
        <PressTags tags={release.tags} lang={release.lang} />
        <Link
          href={pressReleasePath(release.id)}
          onClick={onOpen}
          className="mt-auto inline-flex items-center gap-1 pt-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          {readLabel}
          <LinkSubject title={release.title} lang={release.lang} />
          <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
