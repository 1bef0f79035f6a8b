import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/link';
import type { Labels } from '@/lib/i18n/labels';

export type UnavailableTexts = Labels<'ContentUnavailable'>;

/** What a visitor sees when a page cannot be rendered now: WordPress unreadable with no good copy kept, or an error. */
export function UnavailableView({ texts, retryHref }: { texts: UnavailableTexts; retryHref: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{texts.title}</h1>
      <p className="text-muted-foreground">{texts.text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {/* A full load, not a client navigation: the server reads WordPress again. */}
        <a href={retryHref} className={buttonVariants()}>
          {texts.retry}
        </a>
        <Link href="/" className={buttonVariants({ variant: 'outline' })}>
          {texts.backHome}
        </Link>
      </div>
    </section>
  );
}
