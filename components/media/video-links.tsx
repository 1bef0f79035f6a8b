import { ExternalLink } from 'lucide-react';
import type { VideoLinks as VideoLinksValue } from '@/lib/content/types';
import { safeExternalUrl, youtubeEmbedUrl } from '@/lib/media/video';

type VideoLinksProps = { videos: VideoLinksValue; heading: string; videoTitle: string; linkedinLabel: string; newTabLabel: string };

/** A YouTube player and/or a LinkedIn link; nothing when the content has no video. */
export function VideoLinks({ videos, heading, videoTitle, linkedinLabel, newTabLabel }: VideoLinksProps) {
  const embed = youtubeEmbedUrl(videos.youtube);
  const linkedin = safeExternalUrl(videos.linkedin);
  const other = !embed ? safeExternalUrl(videos.youtube) : null;
  if (!embed && !linkedin && !other) return null;
  return (
    <section className="mt-10">
      <h2 className="mb-4 text-xl font-semibold">{heading}</h2>
      {embed && (
        <div className="aspect-video overflow-hidden rounded-xl border bg-muted">
          <iframe
            src={embed}
            title={videoTitle}
            className="size-full"
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      {[linkedin && { href: linkedin, label: linkedinLabel }, other && { href: other, label: other }]
        .filter((link) => !!link)
        .map((link) => (
          <a
            key={link.href}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            {link.label}
            <span className="sr-only"> {newTabLabel}</span>
          </a>
        ))}
    </section>
  );
}
