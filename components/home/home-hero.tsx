import Image from 'next/image';
import { Button } from '@/components/ui/button';
import { HeroVideo } from '@/components/corporate/hero-video';
import { brandAssets } from '@/lib/content/assets';
import type { HomeCopy } from '@/lib/content/home';
import { Link } from '@/lib/i18n/link';

// Full-width hero: the poster is the priority image (largest paint); the video fades in over it once playing.
// The 16:9 poster covers the hero. On a landscape screen it is drawn at the screen's width; on a portrait
// one, much wider than the screen: the hero is at least 70vh tall (× 16/9 ≈ 125vh) and, on a phone,
// about 750 px tall with its text (≈ 1340 px wide). `sizes` says so, or phones fetch a blurry poster.
// On paper, where browsers leave out the dark overlay (a background), the white text would lie on
// the picture: the hero prints as text alone, in the page's colours.
const posterSizes = '(orientation: portrait) max(125vh, 1340px), 100vw';

export function HomeHero({ copy }: { copy: HomeCopy['hero'] }) {
  const { heroPoster, heroVideo } = brandAssets;
  return (
    <section className="relative isolate overflow-hidden bg-[#0b3d2e] print:bg-transparent">
      <Image src={heroPoster.src} alt={copy.posterAlt} fill loading="eager" fetchPriority="high" sizes={posterSizes} className="-z-20 object-cover print:hidden" />
      <HeroVideo webm={heroVideo.webm} mp4={heroVideo.mp4} labels={{ pause: copy.pauseVideo, play: copy.playVideo }} className="-z-10 print:hidden" />
      <div className="bg-gradient-to-r from-black/80 via-black/60 to-black/30 print:bg-none">
        <div className="mx-auto flex min-h-[70vh] max-w-7xl flex-col justify-center px-4 py-24 sm:px-6 print:min-h-0 print:py-8">
          <p className="text-sm font-semibold tracking-wide text-[#f5c55a] uppercase print:text-primary">{copy.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-white md:text-6xl print:text-foreground">{copy.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-white print:text-foreground">{copy.subtitle}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="sun">
              <Link href="/presentation">{copy.discover}</Link>
            </Button>
            <Button asChild size="lg" variant={null} className="border border-white bg-transparent text-white hover:bg-white hover:text-black">
              <Link href="/contact">{copy.contact}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
