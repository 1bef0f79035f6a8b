import { cn } from '@/lib/utils';

// The group's wordmark, drawn by the project: a sun arc over the name. Forced colours leave an SVG's
// own colours alone, so the name takes the palette's text colour there itself.
export function SolioLogo({ className, title }: { className?: string; title: string }) {
  return (
    <svg viewBox="0 0 132 36" role="img" aria-label={title} className={cn('text-foreground forced-colors:text-[color:CanvasText]', className)}>
      <circle cx="18" cy="18" r="8" className="fill-brand-sun" />
      <path d="M4 26a14 14 0 0 1 28 0" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-brand-energy" />
      <text x="40" y="26" className="font-sans" fontSize="22" fontWeight="700" fill="currentColor" letterSpacing="1">
        Solio
      </text>
    </svg>
  );
}
