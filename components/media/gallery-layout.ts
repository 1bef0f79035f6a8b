/** Thumbnails shown under the main image; the last one shows '+N' when more images are hidden (spec §4). */
export const thumbnailCount = 4;

/** How many images the grid leaves for the viewer alone. */
export function hiddenImageCount(total: number): number {
  return Math.max(0, total - 1 - thumbnailCount);
}
