import { Check } from 'lucide-react';
import { RememberedTabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Link } from '@/lib/i18n/link';

type TopicTab = { id: string; label: string; heading: string; text?: string; points: readonly string[] };

type TopicTabsProps = { name: string; label: string; tabs: readonly TopicTab[]; defaultTab: string; learnMore?: { href: string; label: string } };

// Tabs of headed bullet lists (home mission/vision/objectives, culture principles), keyboard-operable (components/ui/tabs.tsx).
export function TopicTabs({ name, label, tabs, defaultTab, learnMore }: TopicTabsProps) {
  return (
    <RememberedTabs rememberAs={name} values={tabs.map((tab) => tab.id)} defaultValue={defaultTab}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="rounded-xl border bg-card p-6 text-card-foreground md:p-8">
          <h3 className="text-2xl font-semibold">{tab.heading}</h3>
          {tab.text && <p className="mt-3 max-w-3xl text-muted-foreground">{tab.text}</p>}
          <ul className="mt-4 space-y-2">
            {tab.points.map((point) => (
              <li key={point} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {point}
              </li>
            ))}
          </ul>
          {learnMore && (
            <Link
              href={learnMore.href}
              className="mt-4 inline-flex min-h-10 items-center rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              {learnMore.label}
            </Link>
          )}
        </TabsContent>
      ))}
    </RememberedTabs>
  );
}
