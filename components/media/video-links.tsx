import { ExternalLink } from 'lucide-react';
import type { VideoLinks as VideoLinksValue } from '@/lib/content/types';
import { youtubeVideoId, youtubeWatchUrl } from '@/lib/content/video';
import { safeExternalUrl } from '@/lib/media/video';
import { YoutubePlayer } from './youtube-player';

/** `playLabel` ends with its colon, before the title; `titleLang` is the title's language. */
type VideoLinksProps = { videos: VideoLinksValue; heading: string; playLabel: string; title: string; titleLang: string; videoTitle: string; linkedinLabel: string; newTabLabel: string };

/** A YouTube player (nothing loads from YouTube before the click) and/or a LinkedIn link; nothing when the content has no video. */
export function VideoLinks({ videos, heading, playLabel, title, titleLang, videoTitle, linkedinLabel, newTabLabel }: VideoLinksProps) {
  const youtubeId = videos.youtube ? youtubeVideoId(videos.youtube) : undefined;
  const linkedin = safeExternalUrl(videos.linkedin);
  const other = !youtubeId ? safeExternalUrl(videos.youtube) : null;
  if (!youtubeId && !linkedin && !other) return null;
  return (
    <section className="mt-10">
      <h2 className="mb-4 text-xl font-semibold">{heading}</h2>
      {youtubeId && <YoutubePlayer videoId={youtubeId} playLabel={playLabel} title={title} titleLang={titleLang} frameTitle={videoTitle} />}
      {/* On paper, the video's address in place of its player. */}
      {youtubeId && <p className="hidden break-all print:block">{youtubeWatchUrl(youtubeId)}</p>}
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
