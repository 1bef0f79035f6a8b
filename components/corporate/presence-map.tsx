import type { Locale } from '@/lib/i18n/routing';
import type { OfficeRegion } from '@/lib/content/offices';

// Coarse outlines of the continents we work on, as [longitude, latitude] pairs: drawn by the project so the
// page needs no map tiles. Precision is deliberately low; the map situates offices, it is not a survey.
const landmasses: [number, number][][] = [
  // North America
  [[-130, 55], [-125, 49], [-124, 42], [-117, 33], [-110, 23], [-105, 20], [-97, 16], [-92, 15], [-88, 16], [-87, 21], [-90, 21], [-97, 26], [-94, 30], [-89, 30], [-84, 30], [-82, 26], [-80, 25], [-81, 31], [-76, 35], [-74, 40], [-70, 42], [-66, 44], [-60, 46], [-53, 47], [-56, 52], [-60, 55], [-64, 60], [-70, 58], [-78, 62], [-80, 55], [-85, 55], [-92, 58], [-95, 62], [-90, 68], [-110, 68], [-130, 70]],
  // South America (north)
  [[-77, 8], [-72, 12], [-62, 10.5], [-52, 5], [-35, -5], [-39, -15], [-48, -26], [-58, -35], [-65, -40], [-70, -40], [-73, -35], [-70, -18], [-76, -14], [-81, -5], [-80, 1]],
  // Europe
  [[-9, 37], [-9, 43.5], [-1.5, 43.5], [-1, 46.5], [-4.5, 48.5], [1.5, 50.5], [4, 52], [8, 54], [9, 57], [5, 58], [6, 62], [12, 65], [18, 69], [26, 71], [31, 70], [30, 62], [40, 60], [45, 55], [40, 48], [36, 45], [30, 45], [28, 41], [26, 40], [23, 36], [21, 38], [19, 42], [13, 45], [16, 41], [18, 40], [16, 38], [12, 38], [8, 44], [3, 43], [0, 40], [-1, 37], [-6, 36]],
  // Great Britain and Ireland
  [[-5, 50], [1.5, 51], [0, 53], [-2, 56], [-5, 58.5], [-6, 56], [-3, 54], [-5, 52]],
  [[-10, 52], [-6, 52], [-6, 55], [-9, 55]],
  // Africa
  [[-17, 21], [-16, 28], [-10, 30], [-6, 36], [10, 37], [11, 33], [20, 31], [25, 32], [32, 31], [34, 28], [37, 22], [43, 12], [51, 12], [44, 2], [40, -4], [40, -15], [35, -24], [33, -26], [27, -33], [20, -35], [18, -32], [12, -18], [13, -8], [9, -1], [9, 4], [5, 6], [-3, 5], [-8, 4], [-13, 8], [-17, 14]],
  // Madagascar
  [[44, -25], [47, -25], [50, -15], [49, -12], [44, -17]],
  // Arabian Peninsula
  [[34, 28], [36, 34], [45, 37], [48, 30], [56, 26], [59, 22], [52, 16], [43, 12], [39, 20]],
];

const scale = 5;
const x = (longitude: number) => (longitude + 130) * scale;
const y = (latitude: number) => (72 - latitude) * scale;
const path = (points: [number, number][]) => `M${points.map(([lon, lat]) => `${x(lon).toFixed(1)} ${y(lat).toFixed(1)}`).join('L')}Z`;

/** Where each office's label goes relative to its marker, so labels in a cluster do not overlap. */
const labelPlacement: Record<string, { dx: number; dy: number; anchor: 'start' | 'end' }> = {
  paris: { dx: -10, dy: -6, anchor: 'end' },
  marseille: { dx: 10, dy: 12, anchor: 'start' },
  montreal: { dx: 10, dy: -6, anchor: 'start' },
  nairobi: { dx: 10, dy: -6, anchor: 'start' },
  zanzibar: { dx: 10, dy: 14, anchor: 'start' },
  bujumbura: { dx: -10, dy: 4, anchor: 'end' },
  abuja: { dx: 10, dy: -6, anchor: 'start' },
  lagos: { dx: -10, dy: 4, anchor: 'end' },
  enugu: { dx: 10, dy: 14, anchor: 'start' },
};

export function PresenceMap({ regions, locale, title }: { regions: OfficeRegion[]; locale: Locale; title: string }) {
  const offices = regions.flatMap((region) => region.offices);
  const description = offices.map((office) => `${office.city} (${office.country[locale]})`).join(', ');
  return (
    <svg viewBox="150 30 800 520" role="img" aria-labelledby="presence-map-title" aria-describedby="presence-map-desc" className="h-auto w-full rounded-xl border bg-card" data-testid="presence-map">
      <title id="presence-map-title">{title}</title>
      <desc id="presence-map-desc">{description}</desc>
      <g className="fill-muted stroke-border" strokeWidth={1.5}>
        {landmasses.map((points, index) => (
          <path key={index} d={path(points)} />
        ))}
      </g>
      <g>
        {offices.map((office) => {
          const cx = x(office.longitude);
          const cy = y(office.latitude);
          const label = labelPlacement[office.id] ?? { dx: 10, dy: 4, anchor: 'start' as const };
          return (
            <g key={office.id} data-office={office.id}>
              <circle cx={cx} cy={cy} r={office.headquarters ? 8 : 6} className={office.headquarters ? 'fill-brand-sun stroke-foreground' : 'fill-primary stroke-background'} strokeWidth={2} />
              {/* Scaled to a phone's width the labels would be about 5 px tall: there the markers stay and the office list below names them. */}
              <text x={cx + label.dx} y={cy + label.dy} textAnchor={label.anchor} fontSize={13} fontWeight={600} className="fill-foreground max-sm:hidden">
                {office.city}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
