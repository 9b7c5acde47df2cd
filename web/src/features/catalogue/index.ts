/** What the catalogue feature offers the others; they import it from here, never from its folders. */
export { useRemoveFromMyList } from './api/useRemoveFromMyList';
export { FilmFacts } from './components/FilmFacts';
export { SearchResults } from './components/SearchResults';
export { SeasonPicker } from './components/SeasonPicker';
export { VideoArtwork } from './components/VideoArtwork';
export { VIDEO_CARD_VIDEO, type VideoCardVideo } from './components/VideoCard';
export { VideoGrid, VideoGridSection, type GridTitle } from './components/VideoGrid';
export { titleCount } from './utils/titleCount';
