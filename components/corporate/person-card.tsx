import Image from 'next/image';
import type { ReactNode } from 'react';
import { imagePriority, type ImageLoading } from '@/components/media/image-priority';
import { portraitAsset } from '@/lib/content/assets';

type PersonCardProps = {
  id: string;
  name: string;
  title: string;
  profileUrl: string;
  profileLabel: string;
  newTabHint: string;
  portraitAlt: string;
  anchorId?: string;
  /** By the card's place in a grid, whose first portrait can be the page's largest paint. */
  imageLoading?: ImageLoading;
  children?: ReactNode;
};

// A leader or executive: portrait, name, title, professional profile and, for executives, a biography.
export function PersonCard({ id, name, title, profileUrl, profileLabel, newTabHint, portraitAlt, anchorId, imageLoading = 'lazy', children }: PersonCardProps) {
  const portrait = portraitAsset(id);
  return (
    <article id={anchorId} data-slot="person-card" className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:flex-row chip-bar:scroll-mt-20">
      <Image
        src={portrait.src}
        alt={portraitAlt}
        width={portrait.width}
        height={portrait.height}
        sizes="128px"
        {...imagePriority(imageLoading)}
        className="size-32 shrink-0 rounded-full border object-cover"
      />
      <div className="flex flex-col">
        {/* Each governance page lists its people right under its title. */}
        <h2 className="text-xl font-semibold">{name}</h2>
        <p className="text-sm font-medium text-primary">{title}</p>
        {children ? <div className="mt-3 space-y-2 text-sm text-muted-foreground">{children}</div> : null}
        <a
          href={profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {profileLabel}
          <span className="sr-only">
            {' '}
            – {name} {newTabHint}
          </span>
        </a>
      </div>
    </article>
  );
}
