import type { RequestContext } from '@cinevia/service-kit';
import type { CommissionedFilms } from '@cinevia/shared-models';
import type { Films } from '../films';
import type { Catalogue } from '../read-model/catalogue';
import { createHomePage, type HomePage } from '../read-model/home-page';
import type { SeriesShelf } from '../read-model/series-shelf';
import type { SeriesWrites } from '../series';

export interface CatalogueDependencies {
  /** The in-memory catalogue every read is served from. */
  catalogue: Catalogue;
  /** The administrator's changes to it. */
  films: Films;
  /** The series every read of them is served from, and the administrator's changes to them. */
  shelf: SeriesShelf;
  seriesWrites: SeriesWrites;
  /** The films commissioned by accounts, each private to its own. */
  commissioned: CommissionedFilms;
}

export interface CatalogueContext extends RequestContext, CatalogueDependencies {
  /** The home page's rows, films' and series' together. */
  home: HomePage;
}

export function buildContext(dependencies: CatalogueDependencies) {
  const home = createHomePage(dependencies.catalogue, dependencies.shelf);
  return (base: RequestContext): CatalogueContext => ({ ...base, ...dependencies, home });
}
