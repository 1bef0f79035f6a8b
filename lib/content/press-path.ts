// A press release's public address: its ACF id (spec §2), where its cards, its neighbours' links and the sitemap point.
export function pressReleasePath(id: string): string {
  return `/actualites/communiques/${encodeURIComponent(id)}`;
}
