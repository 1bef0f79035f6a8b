import { cn } from '@/lib/utils';

// Styled by element: the sanitizer strips editors' classes and inline styles. An embedded player
// or a table as WordPress writes it is wider than a phone (<iframe width="500">, a table of
// figures): each keeps to the column, the player at its 16:9, the table scrolling on its own.
const richTextStyles = [
  'space-y-4 leading-relaxed break-words',
  '[&_a]:text-primary [&_a]:underline',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-1',
  '[&_img]:h-auto [&_img]:max-w-full [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground',
  '[&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg',
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_td]:border [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
].join(' ');

/** Body HTML of a press release, event or project: sanitized on the server (lib/wordpress/sanitize.ts) or written by us (bundled content). */
export function RichText({ html, lang, className }: { html: string; lang: string; className?: string }) {
  return <div lang={lang} className={cn(richTextStyles, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
