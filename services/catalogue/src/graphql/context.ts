import type { RequestContext } from '@cinevia/service-kit';
import type { Films } from '../films';
import type { Catalogue } from '../read-model/catalogue';

export interface CatalogueDependencies {
  /** The in-memory catalogue every read is served from. */
  catalogue: Catalogue;
  /** The administrator's changes to it. */
  films: Films;
}

export interface CatalogueContext extends RequestContext, CatalogueDependencies {}

export function buildContext(dependencies: CatalogueDependencies) {
  return (base: RequestContext): CatalogueContext => ({ ...base, ...dependencies });
}
