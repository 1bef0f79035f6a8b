import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';

// A link to another website: new tab, without giving it access to this window.
export function ExternalLinkButton({ href, label, newTabHint, variant = 'default' }: { href: string; label: string; newTabHint: string; variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> {newTabHint}</span>
      </a>
    </Button>
  );
}
