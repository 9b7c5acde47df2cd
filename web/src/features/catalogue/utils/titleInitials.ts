/** Leading articles that would make every "The …" film look alike. */
const ARTICLES = new Set(['the', 'a', 'an']);

/**
 * Up to two capital letters standing in for a film's artwork when its thumbnail cannot load:
 * "The Ember Crown" → "EC", "Undertow" → "U".
 */
export function titleInitials(title: string): string {
  // Apostrophes stay inside a word, so "Forger's" is one word, not two.
  const words = title.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];
  const [first = '', ...rest] = words;
  const meaningful = rest.length > 0 && ARTICLES.has(first.toLowerCase()) ? rest : words;
  return meaningful
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A stable hue (0–359) per title, so a film's placeholder keeps its colour between visits. */
export function titleHue(title: string): number {
  // FNV-1a: every character moves the result, so similar titles still get different colours.
  let hash = 0x811c9dc5;
  for (const char of title) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash >>> 0) % 360;
}
