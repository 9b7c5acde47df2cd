import type { RequestContext } from '@cinevia/service-kit';
import type { Catalogue } from '../domain/catalogue';
import type { VideoStore } from '../store/videos';

export interface CatalogueDependencies {
  videos: VideoStore;
  /** The in-memory catalogue every read is served from. */
  catalogue: Catalogue;
}

export interface CatalogueContext extends RequestContext, CatalogueDependencies {}

export function buildContext(dependencies: CatalogueDependencies) {
  return (base: RequestContext): CatalogueContext => ({ ...base, ...dependencies });
}
