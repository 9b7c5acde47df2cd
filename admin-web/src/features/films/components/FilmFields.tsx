import { extractYouTubeId } from '@cinevia/proto';
import { SelectField, TextField, type BoundField } from '@cinevia/ui';
import { genreOptions, maturityOptions } from '../utils/selectOptions';
import { ThumbnailPreview } from './ThumbnailPreview';

/** The fields every title's form shares (a film, a series, a delivered commission), bound by `fieldsOf`. */

/** A YouTube link as the admin types it (a URL or an id): required, never spell-checked. */
export function YouTubeLinkInput({ hint, ...bound }: BoundField & { hint?: string }) {
  return (
    <TextField
      label="YouTube Link*"
      required
      autoComplete="off"
      spellCheck={false}
      placeholder="https://www.youtube.com/watch?v=…"
      hint={hint}
      {...bound}
    />
  );
}

/** A title's YouTube link as typed, with the hint, and the thumbnail of the video it names. */
export function YouTubeLinkField({ link, ...bound }: BoundField & { link: string | undefined }) {
  return (
    <>
      <YouTubeLinkInput hint="Paste full YouTube URL or just the video ID" {...bound} />
      <ThumbnailPreview youtubeId={extractYouTubeId(link ?? '')} />
    </>
  );
}

/* Marked required, chosen from fixed lists, without the native attribute (spec section 5). */

/** The catalogue's genres, with `current` when the list lacks it (an older genre). */
export function GenreField({ current, ...bound }: BoundField & { current?: string }) {
  return (
    <SelectField
      label="Genre*"
      placeholder="Select genre"
      options={genreOptions(current)}
      aria-required="true"
      {...bound}
    />
  );
}

export function MaturityRatingField(bound: BoundField) {
  return (
    <SelectField
      label="Maturity Rating*"
      placeholder="Select rating"
      options={maturityOptions()}
      aria-required="true"
      {...bound}
    />
  );
}
