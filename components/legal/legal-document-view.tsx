import { ListItems, Paragraphs } from '@/components/ui/paragraphs';
import type { LegalDocument } from '@/lib/content/legal';

type LegalDocumentViewProps = { document: LegalDocument; lastUpdatedLabel: string; contentsLabel: string };

export function LegalDocumentView({ document, lastUpdatedLabel, contentsLabel }: LegalDocumentViewProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{lastUpdatedLabel}</p>
      <p className="mt-6 leading-relaxed">{document.intro}</p>
      <nav aria-label={contentsLabel} className="mt-8 rounded-lg border bg-muted/40 p-4">
        <h2 className="mb-2 font-semibold">{contentsLabel}</h2>
        <ol className="list-decimal space-y-1 pl-6 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#section-${index + 1}`} className="underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.title} id={`section-${index + 1}`} className="mt-10">
          <h2 className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <Paragraphs texts={section.paragraphs} className="mt-3 leading-relaxed text-foreground/90" />
          {section.items && (
            <ul className="mt-3 list-disc space-y-1 pl-6">
              <ListItems texts={section.items} />
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
