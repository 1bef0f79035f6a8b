import { Loader2Icon } from 'lucide-react';

/**
 * Full-screen overlay shown while an article opens (spec §2). Its live region is on the page from
 * the start: one that appears with its text already in it is often not announced.
 */
export function ArticleLoadingOverlay({ label, shown }: { label: string; shown: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {shown ? (
        <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background/90 backdrop-blur-sm">
          <Loader2Icon className="size-10 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
          <p className="text-lg font-medium">{label}</p>
        </div>
      ) : null}
    </div>
  );
}
