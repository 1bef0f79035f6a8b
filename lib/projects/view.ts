// Project cards as the list shows them: defaults applied and labels resolved on the server.
import { foreignTextLanguage, type Project } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { projectPath } from '@/lib/content/item-paths';
import { clampProgress } from './progress';
import { subsidiaryLabel } from './subsidiary';

type CardTexts = { locationUnknown: string; other: string };

export function toProjectCard(project: Project, locale: Locale, texts: CardTexts) {
  const lang = foreignTextLanguage(project, locale);
  return {
    id: project.id,
    path: projectPath(project),
    title: project.title,
    description: project.description,
    image: project.image ? { src: project.image.src, alt: project.image.alt } : undefined,
    progress: clampProgress(project.progress),
    subsidiary: project.subsidiary,
    subsidiaryLabel: subsidiaryLabel(project.subsidiary, texts.other),
    location: project.location?.trim() || texts.locationUnknown,
    // Left out rather than undefined: every prop of a client list is sent in the page payload.
    ...(lang && { lang }),
    ...(lang && project.location?.trim() && { locationLang: lang }),
  };
}
