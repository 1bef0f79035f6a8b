import type { ReactNode } from 'react';
import { ListItems } from '@/components/ui/paragraphs';

// One titled section of a job offer; ids let tests and links target each section. Not a named
// region: nine of them filled a screen reader's list of landmarks, where the headings already
// lead from one section to the next.
export function JobSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} data-testid={`job-section-${id}`}>
      <h2 className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-foreground/90">{children}</div>
    </section>
  );
}

export function JobSectionList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6">
      <ListItems texts={items} />
    </ul>
  );
}

/** A titled list inside a section (a group of duties, the education asked for): the list under its title. */
export function JobSubsection({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-foreground">{title}</h3>
      <JobSectionList items={items} />
    </div>
  );
}
