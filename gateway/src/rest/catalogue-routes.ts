import { z } from 'zod';
import { maySee, searchQuery, seriesSummary, summaryOf, video, videoInput, type Video } from '@cinevia/proto';
import type { FilmLookup } from '@cinevia/shared-models';
import { graphql } from './__generated__';
import { pathParam, route } from './route';

const VIDEO_NOT_FOUND = { status: 404, body: { message: 'Video not found' } } as const;

const list = (description: string) => ({ 200: { description, schema: z.array(video) } });

/** GET /api/search: series and films, each marked with its kind. */
const searchResult = z.union([seriesSummary, video.extend({ kind: z.literal('film') })]);

const SEARCH_IDS = graphql(`
  query SearchIds($query: String!) {
    searchSeries(query: $query) {
      id
    }
    searchVideos(query: $query) {
      id
    }
  }
`);

/** Optional paging of the whole-catalogue list; without it the spec's client gets every film. */
export const catalogueListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .optional(),
  cursor: z.string().max(64, 'Invalid cursor').optional(),
});

/** Drops the client's thumbnail, which the server derives, before the GraphQL input. */
const asFilmInput = ({ thumbnailUrl: _ignored, ...input }: z.output<typeof videoInput>) => ({ input });

export interface CatalogueRouteDependencies {
  /** The films as the catalogue last published them, and as this gateway last wrote them. */
  films: FilmLookup;
  /** Told of each film written through this gateway, as the catalogue answered (null: deleted). */
  wrote: (id: string, video: Video | null) => void;
}

/** A film the administrator added or changed, as the catalogue answered: told to this gateway's copy, then sent. */
function filmWritten(deps: CatalogueRouteDependencies, status: number, written: unknown) {
  const film = video.parse(written);
  deps.wrote(film.id, film);
  return { status, body: film };
}

/** The spec's catalogue paths: reads for everyone, changes for the administrator. */
export const catalogueRoutes = (deps: CatalogueRouteDependencies) => [
  route({
    method: 'get',
    path: '/api/videos',
    summary: 'Every film, newest first; with `limit` (1-100) a page of them, the next page named in X-Next-Cursor',
    query: catalogueListQuery,
    cache: 'catalogue',
    responses: list('The catalogue, or one page of it'),
    refuses: { 400: 'Invalid limit or cursor' },
    operation: graphql(`
      query Videos($paged: Boolean!, $first: Int, $after: String) {
        videos @skip(if: $paged) {
          ...FilmFields
        }
        videoPage(first: $first, after: $after) @include(if: $paged) {
          videos {
            ...FilmFields
          }
          nextCursor
        }
      }
    `),
    variables: (_body, { query }) => {
      const { limit, cursor } = query as z.output<typeof catalogueListQuery>;
      const paged = limit !== undefined || cursor !== undefined;
      return { paged, first: limit, after: cursor };
    },
    respond: (data) =>
      data.videoPage
        ? {
            status: 200,
            body: data.videoPage.videos,
            headers: data.videoPage.nextCursor ? { 'x-next-cursor': data.videoPage.nextCursor } : undefined,
          }
        : { status: 200, body: data.videos },
  }),
  route({
    method: 'get',
    path: '/api/videos/featured',
    summary: 'Featured films',
    cache: 'catalogue',
    responses: list('Films marked as featured'),
    operation: graphql(`
      query FeaturedVideos {
        featuredVideos {
          ...FilmFields
        }
      }
    `),
    respond: (data) => ({ status: 200, body: data.featuredVideos }),
  }),
  route({
    method: 'get',
    path: '/api/videos/category/:category',
    summary: 'Films of one category (trending, popular, new, other)',
    cache: 'catalogue',
    responses: list('Films of the category'),
    refuses: { 400: 'Unknown category' },
    operation: graphql(`
      query VideosByCategory($category: String!) {
        videosByCategory(category: $category) {
          ...FilmFields
        }
      }
    `),
    variables: (_body, { params }) => ({ category: pathParam(params, 'category') }),
    respond: (data) => ({ status: 200, body: data.videosByCategory }),
  }),
  route({
    method: 'get',
    path: '/api/videos/:id',
    summary: 'One film',
    responses: { 200: { description: 'The film', schema: video } },
    refuses: { 404: 'No such film' },
    // From the gateway's own copy of the films: no hop. A film it does not hold is asked of the
    // catalogue, which may have added it a moment before its event arrives here. A film above the
    // session's maturity level does not exist for it.
    local: ({ params, level }) => {
      const film = deps.films.video(pathParam(params, 'id'));
      if (!film) return undefined;
      return maySee(level, film.maturityRating) ? { status: 200, body: film } : VIDEO_NOT_FOUND;
    },
    operation: graphql(`
      query Video($id: ID!) {
        video(id: $id) {
          ...FilmFields
        }
      }
    `),
    variables: (_body, { params }) => ({ id: pathParam(params, 'id') }),
    respond: (data) => (data.video ? { status: 200, body: data.video } : VIDEO_NOT_FOUND),
  }),
  route({
    method: 'get',
    path: '/api/search',
    summary:
      'Search titles, descriptions and genres (?q=): a few series first, then films, each marked with its `kind`; blank text finds nothing',
    query: z.object({ q: searchQuery }),
    cache: 'search',
    responses: {
      200: {
        description: 'Matching series (up to 10), then films (up to 50), title matches first',
        schema: z.array(searchResult),
      },
    },
    refuses: { 400: 'Search text too long' },
    // Only the ids cross the hop, and the titles come from the gateway's own copy: 50 films of a
    // reply are 600 fields the catalogue would write and the gateway read back. A title whose event
    // has not reached this gateway yet (added through another one a moment ago) is left out until it has.
    operation: SEARCH_IDS,
    variables: (_body, { query }) => ({ query: typeof query.q === 'string' ? query.q : '' }),
    respond: (data) => ({
      status: 200,
      body: [
        ...data.searchSeries.flatMap((found) => {
          const series = deps.films.series(found.id);
          return series ? [summaryOf(series)] : [];
        }),
        ...data.searchVideos.flatMap((found) => {
          const film = deps.films.video(found.id);
          return film ? [{ kind: 'film' as const, ...film }] : [];
        }),
      ],
    }),
  }),
  route({
    method: 'post',
    path: '/api/admin/videos',
    summary: 'Add a film (administrator)',
    requires: 'admin',
    body: videoInput,
    responses: { 201: { description: 'The new film', schema: video } },
    refuses: { 400: 'Invalid field' },
    operation: graphql(`
      mutation CreateVideo($input: VideoInput!) {
        createVideo(input: $input) {
          ...FilmFields
        }
      }
    `),
    variables: asFilmInput,
    respond: (data) => filmWritten(deps, 201, data.createVideo),
  }),
  route({
    method: 'put',
    path: '/api/admin/videos/:id',
    summary: 'Change a film (administrator)',
    requires: 'admin',
    body: videoInput,
    responses: { 200: { description: 'The changed film', schema: video } },
    refuses: { 400: 'Invalid field', 404: 'No such film' },
    operation: graphql(`
      mutation UpdateVideo($id: ID!, $input: VideoInput!) {
        updateVideo(id: $id, input: $input) {
          ...FilmFields
        }
      }
    `),
    variables: (body, { params }) => ({ id: pathParam(params, 'id'), ...asFilmInput(body) }),
    respond: (data) => filmWritten(deps, 200, data.updateVideo),
  }),
  route({
    method: 'delete',
    path: '/api/admin/videos/:id',
    summary: 'Delete a film (administrator)',
    requires: 'admin',
    responses: { 204: { description: 'Deleted' } },
    refuses: { 404: 'No such film' },
    operation: graphql(`
      mutation DeleteVideo($id: ID!) {
        deleteVideo(id: $id) {
          deletedVideoId
        }
      }
    `),
    variables: (_body, { params }) => ({ id: pathParam(params, 'id') }),
    respond: (data) => {
      deps.wrote(data.deleteVideo.deletedVideoId, null);
      return { status: 204 };
    },
  }),
];
