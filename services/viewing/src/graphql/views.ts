/**
 * A series as viewing answers it: its id, with the facts viewing provides where its own lists carry
 * them (Continue Watching, My List); its places and next episode are resolved from the id.
 */
export interface SeriesView {
  id: string;
  title?: string;
  artworkUrl?: string;
  maturityRating?: string;
}
