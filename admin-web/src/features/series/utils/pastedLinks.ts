import { extractYouTubeId } from '@cinevia/proto';

/** A pasted line that is not a YouTube link, by its line number from 1, as typed. */
export type RefusedLine = { line: number; text: string };

/**
 * Several episodes at once: one YouTube link (or id) a line, blank lines skipped. Each line is parsed
 * as the film form parses its link; what is not a link is handed back by its line, not guessed at.
 */
export function parsePastedLinks(pasted: string): { youtubeIds: string[]; refused: RefusedLine[] } {
  const youtubeIds: string[] = [];
  const refused: RefusedLine[] = [];
  pasted.split(/\r?\n/).forEach((raw, index) => {
    const text = raw.trim();
    if (text === '') return;
    const id = extractYouTubeId(text);
    if (id) youtubeIds.push(id);
    else refused.push({ line: index + 1, text });
  });
  return { youtubeIds, refused };
}

/** 'Line 2 is not a YouTube link: “hello”' — one sentence a refused line. */
export function refusedLineMessage({ line, text }: RefusedLine): string {
  const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return `Line ${line} is not a YouTube link: “${shown}”`;
}
