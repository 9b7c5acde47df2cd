import { episodeLabel } from '@cinevia/proto';
import type { ContinueWatchingEntry } from '../api/useHomeRoute';
import type { VideoCardVideo, VideoCardWatched } from '../components/VideoCard';

type Entry = Pick<ContinueWatchingEntry, 'progress' | 'duration' | 'upNext'> & {
  video: VideoCardVideo | null;
  episode: ContinueWatchingEntry['episode'];
};

/** A series' card: its artwork and title, playing the episode the entry names. */
function episodeCard(episode: NonNullable<Entry['episode']>): VideoCardVideo {
  return {
    __typename: 'Video',
    id: episode.id,
    title: episode.series.title,
    thumbnailUrl: episode.series.artworkUrl,
    year: null,
    duration: '',
    rating: null,
    maturityRating: episode.series.maturityRating,
  };
}

/**
 * The Continue Watching row from the server's entries (already filtered and newest first): the
 * films still in the catalogue and how far the member got in each, and a card per series for the
 * episode to resume ("S2:E4") or to start ("Next: S2:E5").
 */
export function continueWatchingRow(entries: readonly Entry[]): {
  videos: VideoCardVideo[];
  watched: Map<string, VideoCardWatched>;
} {
  const videos: VideoCardVideo[] = [];
  const watched = new Map<string, VideoCardWatched>();
  for (const { video, episode, progress, duration, upNext } of entries) {
    const card = video ?? (episode && episodeCard(episode));
    if (!card || watched.has(card.id)) continue;
    videos.push(card);
    const label = episode && episodeLabel(episode.seasonNumber, episode.number);
    watched.set(card.id, { progress, duration, ...(label && { episode: upNext ? `Next: ${label}` : label }) });
  }
  return { videos, watched };
}
