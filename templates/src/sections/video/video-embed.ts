/**
 * Turns a video page address into a privacy-friendly player address: YouTube through
 * youtube-nocookie.com (no cookies until the visitor plays), Vimeo with `dnt=1` (no tracking).
 * Any other address is not embeddable and is shown as a plain link.
 */
export function videoEmbedUrl(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const path = url.pathname.split('/').filter(Boolean);
  const youtubeId = (id: string | null | undefined) =>
    id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;

  if (host === 'youtu.be') return youtubeId(path[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (path[0] === 'watch') return youtubeId(url.searchParams.get('v'));
    if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live' || path[0] === 'v') {
      return youtubeId(path[1]);
    }
    return undefined;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123; unlisted videos add a hash.
    const index = path.findIndex((p) => /^\d+$/.test(p));
    const id = index >= 0 ? path[index] : undefined;
    if (!id) return undefined;
    const hash = path[index + 1] ?? url.searchParams.get('h');
    const privateHash = hash && /^[0-9a-f]+$/i.test(hash) ? `&h=${hash}` : '';
    return `https://player.vimeo.com/video/${id}?dnt=1${privateHash}`;
  }
  return undefined;
}
