/**
 * A film's duration text ('1h 30m', '2h', '45m', '7m 34s') in seconds, or 0 when it has none of
 * these parts. The player's own duration wins; this is the fallback while the host does not know.
 */
export function parseDurationText(text: string | null | undefined): number {
  const match = text?.trim().match(/^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m)?\s*(?:(\d+)\s*s)?$/i);
  if (!match || !(match[1] || match[2] || match[3])) return 0;
  const part = (index: number) => Number(match[index] ?? 0);
  return part(1) * 3600 + part(2) * 60 + part(3);
}
