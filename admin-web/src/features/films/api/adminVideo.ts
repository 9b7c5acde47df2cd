import type { FilmFieldsFragment } from '../../../__generated__/graphql';

/**
 * A film as the portal's table and dialog use it: every field the table shows and the edit dialog
 * prefills (proto's FilmFields), read by the list and returned by each save.
 */
export type AdminVideo = FilmFieldsFragment;
