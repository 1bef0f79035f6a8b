import { Link } from '@/lib/i18n/link';
import { buttonVariants } from '@/components/ui/button-variants';

type NotFoundViewProps = { code: string; title: string; slogan?: string; backHome: string; backHref?: string };

export function NotFoundView({ code, title, slogan, backHome, backHref = '/' }: NotFoundViewProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-bold text-primary" aria-hidden>
        {code}
      </p>
      <h1 className="text-3xl font-semibold">{title}</h1>
      {slogan ? <p className="text-muted-foreground">{slogan}</p> : null}
      <Link href={backHref} className={buttonVariants({ className: 'mt-4' })}>
        {backHome}
      </Link>
    </section>
  );
}
