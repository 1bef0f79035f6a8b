import { ExternalLink } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { VideoLinks as VideoLinksValue } from '@/lib/content/types';
import { youtubeVideoId, youtubeWatchUrl } from '@/lib/content/video';
import { safeExternalUrl } from '@/lib/media/video';
import type { Locale } from '@/lib/i18n/routing';
import { YoutubePlayer } from './youtube-player';

/** `title` is the article's, event's or project's, in `titleLang`, its own language. */
type VideoLinksProps = { videos: VideoLinksValue; title: string; titleLang: string; locale: Locale };

/** A YouTube player (nothing loads from YouTube before the click) and/or a LinkedIn link; nothing when the content has no video. */
export async function VideoLinks({ videos, title, titleLang, locale }: VideoLinksProps) {
  const youtubeId = videos.youtube ? youtubeVideoId(videos.youtube) : undefined;
  const linkedin = safeExternalUrl(videos.linkedin);
  const other = !youtubeId ? safeExternalUrl(videos.youtube) : null;
  if (!youtubeId && !linkedin && !other) return null;
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'VideoLinks' }), getTranslations({ locale, namespace: 'Common' })]);
  return (
    <section className="mt-10">
      <h2 className="mb-4 text-xl font-semibold">{t('video')}</h2>
      {youtubeId && <YoutubePlayer videoId={youtubeId} playLabel={t('playVideo')} title={title} titleLang={titleLang} frameTitle={t('videoTitle', { title })} />}
      {/* On paper, the video's address in place of its player. */}
      {youtubeId && <p className="hidden break-all print:block">{youtubeWatchUrl(youtubeId)}</p>}
      {[linkedin && { href: linkedin, label: t('watchOnLinkedin') }, other && { href: other, label: other }]
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
            <span className="sr-only"> {common('opensInNewTab')}</span>
          </a>
        ))}
    </section>
  );
}
