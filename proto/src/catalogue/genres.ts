/**
 * The browse genres of the categories page. The spec lists these 35 names but calls them 34; we show
 * all 35 and count them truthfully ('Hide Genres (35)').
 */
export const BROWSE_GENRES = [
  { id: 'action', name: 'Action', description: 'High stakes, fast cuts and set pieces built to move.' },
  { id: 'adventure', name: 'Adventure', description: 'Journeys into the unknown, near and far.' },
  {
    id: 'animation',
    name: 'Animation',
    description: 'Hand-drawn looks, clay, pixels and styles that only AI could dream up.',
  },
  { id: 'biography', name: 'Biography', description: 'Lives retold: the people, the turning points, the legacy.' },
  { id: 'comedy', name: 'Comedy', description: 'Sketches, sitcoms and features made to make you laugh.' },
  { id: 'crime', name: 'Crime', description: 'Heists, detectives and the people on both sides of the law.' },
  {
    id: 'documentary',
    name: 'Documentary',
    description: 'Real subjects explored with generated imagery and careful research.',
  },
  { id: 'drama', name: 'Drama', description: 'Character-driven stories with room to breathe.' },
  { id: 'family', name: 'Family', description: 'Stories the whole household can watch together.' },
  { id: 'fantasy', name: 'Fantasy', description: 'Magic, myth and worlds with their own rules.' },
  {
    id: 'history',
    name: 'History',
    description: 'Past eras brought back to life, from ancient cities to recent decades.',
  },
  { id: 'horror', name: 'Horror', description: 'Dread, shocks and things that should not be there.' },
  { id: 'music', name: 'Music', description: 'Concert films, musicals and stories told through sound.' },
  { id: 'mystery', name: 'Mystery', description: 'Clues, twists and questions that hold until the last scene.' },
  { id: 'romance', name: 'Romance', description: 'Love stories, first meetings and second chances.' },
  { id: 'sci-fi', name: 'Sci-Fi', description: 'Futures, far planets and the science that gets us there.' },
  { id: 'sport', name: 'Sport', description: 'Competition, training and the drama of the final whistle.' },
  { id: 'thriller', name: 'Thriller', description: 'Tension that tightens scene by scene.' },
  { id: 'war', name: 'War', description: 'Conflict and the people caught up in it.' },
  { id: 'western', name: 'Western', description: 'Frontier towns, open plains and hard choices.' },
  { id: 'reality-tv', name: 'Reality TV', description: 'Unscripted formats reimagined with generated worlds.' },
  { id: 'talk-show', name: 'Talk Show', description: 'Conversations, interviews and panels.' },
  { id: 'news', name: 'News', description: 'Explainers and reports on what is happening now.' },
  { id: 'game-show', name: 'Game Show', description: 'Quizzes, challenges and prizes.' },
  { id: 'variety', name: 'Variety', description: 'A bit of everything: sketches, songs and surprises.' },
  { id: 'short-film', name: 'Short Film', description: 'Complete stories in under twenty minutes.' },
  { id: 'mini-series', name: 'Mini-Series', description: 'Limited runs told across a handful of episodes.' },
  { id: 'stand-up', name: 'Stand-Up', description: 'Comedians, a microphone and an audience.' },
  { id: 'nature', name: 'Nature', description: 'Wildlife, landscapes and the living planet.' },
  { id: 'travel', name: 'Travel', description: 'Places worth the trip, real and imagined.' },
  { id: 'cooking', name: 'Cooking', description: 'Kitchens, recipes and the people who cook them.' },
  { id: 'educational', name: 'Educational', description: 'Learn something new in every episode.' },
  { id: 'health', name: 'Health', description: 'Bodies, minds and living well.' },
  { id: 'technology', name: 'Technology', description: 'How things work and what comes next.' },
  { id: 'lifestyle', name: 'Lifestyle', description: 'Homes, style, hobbies and everyday life.' },
] as const;
export type BrowseGenre = (typeof BROWSE_GENRES)[number];
