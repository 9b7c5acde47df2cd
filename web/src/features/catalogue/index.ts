/** What the catalogue feature offers the others; they import it from here, never from its folders. */
export { useRemoveFromMyList } from './api/useRemoveFromMyList';
export { SearchResults } from './components/SearchResults';
export { VIDEO_CARD_VIDEO, VideoCard, VideoCardSkeleton, type VideoCardVideo } from './components/VideoCard';
export { formatRating } from './utils/videoFacts';
