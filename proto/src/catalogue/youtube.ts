/**
 * The spec's YouTube link rules (section 5), used by the admin form and re-applied by the catalogue
 * service: a full URL in the watch?v=, youtu.be, embed or /v/ form (and /shorts/), or a bare id;
 * query parts are stripped. A URL counts only on YouTube's own hosts (`https://evil.example/?v=ID`
 * is no YouTube link). Text with no slash is taken as an id once its query part is removed.
 */
const ID = /^[A-Za-z0-9_-]{6,64}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const PATH_FORMS = new Set(['embed', 'v', 'shorts']);
const THUMBNAIL_PREFIX = 'https://img.youtube.com/vi/';

function stripQuery(value: string): string {
  return value.split(/[?&#]/)[0] ?? '';
}

function idFromUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (!['https:', 'http:'].includes(url.protocol) || !HOSTS.has(url.hostname.toLowerCase())) return undefined;
  const [, first, second] = url.pathname.split('/');
  if (url.hostname.toLowerCase() === 'youtu.be') return first;
  if (first === 'watch') return url.searchParams.get('v') ?? undefined;
  return first && PATH_FORMS.has(first) ? second : undefined;
}

export function extractYouTubeId(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  // Beyond the spec's bare-id rule, a pasted `id?t=10` (no slash) is also read as its id.
  const candidate = text.includes('/') ? idFromUrl(text) : stripQuery(text);
  return candidate && ID.test(candidate) ? candidate : null;
}

/** The video host's high-quality thumbnail for an id. */
export function youTubeThumbnail(youtubeId: string): string {
  return `${THUMBNAIL_PREFIX}${youtubeId}/hqdefault.jpg`;
}

/** Whether a picture's address is the host's thumbnail of a video, so names the video itself. */
export function isYouTubeThumbnail(url: string): boolean {
  return url.startsWith(THUMBNAIL_PREFIX);
}
