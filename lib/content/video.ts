// Video links of content: YouTube ids for the click-to-load player on the privacy-friendly host.

/** The video id of watch?v=, youtu.be/, /embed/ and /shorts/ links; undefined for anything else. */
export function youtubeVideoId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = parsed.pathname.split('/');
    id = first === 'watch' ? parsed.searchParams.get('v') : first === 'embed' || first === 'shorts' ? second : undefined;
  }
  return id && /^[\w-]{6,20}$/.test(id) ? id : undefined;
}

/** The video's short address, for paper. */
export function youtubeWatchUrl(id: string): string {
  return `https://youtu.be/${id}`;
}

export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}
