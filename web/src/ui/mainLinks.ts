/** The members' main navigation (spec section 2): the nav bar's links, and its menu on narrow screens. */
export const MAIN_LINKS = [
  { to: '/', label: 'Home', match: 'end' },
  { to: '/#movies', label: 'Movies', match: 'none' },
  { to: '/#tv-shows', label: 'TV Shows', match: 'none' },
  { to: '/categories', label: 'Categories', match: 'path' },
  { to: '/create-film', label: 'Create Film', match: 'path' },
  { to: '/watchlist', label: 'My List', match: 'path' },
] as const;
