import {
  AccessibilityIcon,
  ClockIcon,
  CoffeeIcon,
  CompassIcon,
  GlobeIcon,
  GraduationCapIcon,
  HandHeartIcon,
  HandshakeIcon,
  HeartPulseIcon,
  LeafIcon,
  LightbulbIcon,
  ScaleIcon,
  ShieldCheckIcon,
  SparklesIcon,
  SunIcon,
  TrendingUpIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { CareersIcon as CareersIconName } from '@/lib/content/careers';
import { cn } from '@/lib/utils';

// Content names icons by string so editors never import components.
const icons: Record<CareersIconName, LucideIcon> = {
  accessibility: AccessibilityIcon,
  clock: ClockIcon,
  coffee: CoffeeIcon,
  compass: CompassIcon,
  globe: GlobeIcon,
  'graduation-cap': GraduationCapIcon,
  'hand-heart': HandHeartIcon,
  handshake: HandshakeIcon,
  'heart-pulse': HeartPulseIcon,
  leaf: LeafIcon,
  lightbulb: LightbulbIcon,
  scale: ScaleIcon,
  'shield-check': ShieldCheckIcon,
  sparkles: SparklesIcon,
  sun: SunIcon,
  'trending-up': TrendingUpIcon,
  users: UsersIcon,
};

export function CareersIcon({ name, className }: { name: CareersIconName; className?: string }) {
  const Icon = icons[name];
  return (
    <span className={cn('inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground', className)}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
