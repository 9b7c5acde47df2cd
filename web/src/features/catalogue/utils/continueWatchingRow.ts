import type { VideoCardVideo, VideoCardWatched } from '../components/VideoCard';

type Entry = { progress: number; duration: number; video: VideoCardVideo | null };

/**
 * The Continue Watching row from the server's entries (already filtered and newest first): the
 * films still in the catalogue, and how far the member got in each.
 */
export function continueWatchingRow(entries: readonly Entry[]): {
  videos: VideoCardVideo[];
  watched: Map<string, VideoCardWatched>;
} {
  const videos: VideoCardVideo[] = [];
  const watched = new Map<string, VideoCardWatched>();
  for (const { video, progress, duration } of entries) {
    if (!video || watched.has(video.id)) continue;
    videos.push(video);
    watched.set(video.id, { progress, duration });
  }
  return { videos, watched };
}
