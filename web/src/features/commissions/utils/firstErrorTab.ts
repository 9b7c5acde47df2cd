import { FILM_REQUEST_TABS } from '@cinevia/proto';

export type FilmRequestTab = keyof typeof FILM_REQUEST_TABS;
type FieldName = (typeof FILM_REQUEST_TABS)[FilmRequestTab][number];

/** The first field with an error, in the order the tabs show them, and the tab it sits on. */
export function firstErrorTab(
  errors: Partial<Record<string, unknown>>,
): { tab: FilmRequestTab; field: FieldName } | null {
  for (const tab of Object.keys(FILM_REQUEST_TABS) as FilmRequestTab[]) {
    const field = FILM_REQUEST_TABS[tab].find((name) => errors[name]);
    if (field) return { tab, field };
  }
  return null;
}
