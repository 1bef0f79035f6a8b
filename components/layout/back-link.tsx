import type { ReactNode } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/link';

/** The link above an article, an event or a project back to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" className="-ml-3 mb-6">
      <Link href={href} back>
        <ArrowLeftIcon aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
