/** The members' main navigation (spec section 2): the nav bar's links, and its menu on narrow screens. */
const MAIN_LINKS = [
  { to: '/', label: 'Home', match: 'end' },
  { to: '/#movies', label: 'Movies', match: 'none' },
  { to: '/series', label: 'TV Shows', match: 'path' },
  { to: '/categories', label: 'Categories', match: 'path' },
  { to: '/create-film', label: 'Create Film', match: 'path', grownUps: true },
  { to: '/watchlist', label: 'My List', match: 'path' },
] as const;

export type MainLink = (typeof MAIN_LINKS)[number];

/** A Kids profile's simpler app has no Create Film. */
export const mainLinks = (isKids: boolean): readonly MainLink[] =>
  isKids ? MAIN_LINKS.filter((link) => !('grownUps' in link)) : MAIN_LINKS;
