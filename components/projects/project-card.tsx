import { Building2, MapPin } from 'lucide-react';
import { ContentImageView } from '@/components/media/content-image';
import type { ImageLoading } from '@/components/media/image-priority';
import { LinkSubject } from '@/components/ui/link-subject';
import { fillIn } from '@/lib/i18n/fill-in';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/link';
import { ProgressBar } from './progress-bar';

export type ProjectCardView = {
  id: string;
  path: string;
  title: string;
  description: string;
  image?: { src: string; alt: string };
  progress: number;
  subsidiary: string;
  subsidiaryLabel: string;
  location: string;
  /** The language of the project's own text when it is not the page's. */
  lang?: Locale;
  /** The same for `location`, when it is the project's own text and not the 'unknown' label. */
  locationLang?: Locale;
};

/** `percent` is a template with `{value}`. */
type ProjectCardProps = { project: ProjectCardView; labels: { progress: string; percent: string; details: string }; imageLoading?: ImageLoading };

export function ProjectCard({ project, labels, imageLoading = 'lazy' }: ProjectCardProps) {
  return (
    <article data-testid="project-card" className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <div className="relative aspect-[8/5] bg-muted">
        {project.image && <ContentImageView image={project.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" loading={imageLoading} lang={project.lang} />}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 lang={project.lang} className="text-lg leading-snug font-semibold">{project.title}</h2>
        <p lang={project.lang} className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
        <ProgressBar value={project.progress} label={labels.progress} valueText={fillIn(labels.percent, { value: project.progress })} />
        <ul className="space-y-1 text-sm">
          <li data-testid="project-subsidiary" className="flex items-center gap-2">
            <Building2 className="size-4 shrink-0 text-primary" aria-hidden />
            {project.subsidiaryLabel}
          </li>
          <li data-testid="project-location" className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
            <span lang={project.locationLang}>{project.location}</span>
          </li>
        </ul>
        <Link
          href={project.path}
          className="mt-auto inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring outline-none"
        >
          {labels.details}
          <LinkSubject title={project.title} lang={project.lang} />
        </Link>
      </div>
    </article>
  );
}
