// Project cards as the list shows them: defaults applied and labels resolved on the server.
import type { Project } from '@/lib/content/types';
import { slugify } from '@/lib/text/slugify';
import { clampProgress } from './progress';
import { subsidiaryLabel } from './subsidiary';

type CardTexts = { locationUnknown: string; other: string };

export function toProjectCard(project: Project, texts: CardTexts) {
  return {
    id: project.id,
    routeId: slugify(project.title) || project.slug,
    title: project.title,
    description: project.description,
    image: project.image ? { src: project.image.src, alt: project.image.alt } : undefined,
    progress: clampProgress(project.progress),
    subsidiary: project.subsidiary,
    subsidiaryLabel: subsidiaryLabel(project.subsidiary, texts.other),
    location: project.location?.trim() || texts.locationUnknown,
  };
}
