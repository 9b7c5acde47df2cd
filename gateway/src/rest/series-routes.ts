import { z } from 'zod';
import { nextEpisodeReply, series, seriesInput, seriesSummary, VIDEO_GENRES } from '@cinevia/proto';
import { graphql } from './__generated__';
import { catalogueListQuery } from './catalogue-routes';
import { pathParam, route } from './route';

const SERIES_NOT_FOUND = { status: 404, body: { message: 'Series not found' } } as const;

/** `GET /api/series`: a page of series, all or of one genre, paged as the catalogue's list is. */
const seriesListQuery = catalogueListQuery.extend({
  genre: z.enum(VIDEO_GENRES, { error: `genre must be one of: ${VIDEO_GENRES.join(', ')}` }).optional(),
});

/** Every REST reply names what a title is, so a client mixing films and series can tell them apart. */
const asSeries = <Fields extends object>(fields: Fields) => ({ kind: 'series' as const, ...fields });

const written = (status: number, data: unknown) => ({ status, body: series.parse(asSeries(data as object)) });

/** The series: reads for everyone (above a profile's maturity level a series does not exist), changes for the administrator. */
export const seriesRoutes = [
  route({
    method: 'get',
    path: '/api/series',
    summary:
      'Series newest first, a page at a time (`limit` 1-100, 20 by default), or those of one `genre`; the next page named in X-Next-Cursor',
    query: seriesListQuery,
    responses: { 200: { description: 'One page of series', schema: z.array(seriesSummary) } },
    refuses: { 400: 'Invalid genre, limit or cursor' },
    operation: graphql(`
      query SeriesList($genre: String, $first: Int, $after: String) {
        seriesPage(genre: $genre, first: $first, after: $after) {
          series {
            ...SeriesSummaryFields
          }
          nextCursor
        }
      }
    `),
    variables: (_body, { query }) => {
      const { genre, limit, cursor } = query as z.output<typeof seriesListQuery>;
      return { genre, first: limit, after: cursor };
    },
    respond: ({ seriesPage }) => ({
      status: 200,
      body: seriesPage.series.map(asSeries),
      headers: seriesPage.nextCursor ? { 'x-next-cursor': seriesPage.nextCursor } : undefined,
    }),
  }),
  route({
    method: 'get',
    path: '/api/series/:id',
    summary: 'One series with its seasons and episodes',
    responses: { 200: { description: 'The series', schema: series } },
    refuses: { 404: 'No such series' },
    operation: graphql(`
      query SeriesById($id: ID!) {
        series(id: $id) {
          ...RestSeries
        }
      }
    `),
    variables: (_body, { params }) => ({ id: pathParam(params, 'id') }),
    respond: (data) => (data.series ? { status: 200, body: asSeries(data.series) } : SERIES_NOT_FOUND),
  }),
  route({
    method: 'get',
    path: '/api/series/:id/next',
    summary:
      'The episode the current profile plays next: the one begun (resume), the one after the last finished, or the first; `next` is null once it has finished the series',
    responses: { 200: { description: 'What to play next', schema: nextEpisodeReply } },
    refuses: { 404: 'No such series' },
    operation: graphql(`
      query NextEpisode($id: ID!) {
        series(id: $id) {
          id
          nextEpisode {
            action
            seasonNumber
            episode {
              ...EpisodeFields
              youtubeId
              progress {
                progress
                duration
                updatedAt
              }
            }
          }
        }
      }
    `),
    variables: (_body, { params }) => ({ id: pathParam(params, 'id') }),
    respond: ({ series: found }) =>
      found
        ? { status: 200, body: nextEpisodeReply.parse({ seriesId: found.id, next: found.nextEpisode }) }
        : SERIES_NOT_FOUND,
  }),
  route({
    method: 'post',
    path: '/api/admin/series',
    summary: 'Add a series with its seasons and episodes (administrator)',
    requires: 'admin',
    body: seriesInput,
    responses: { 201: { description: 'The new series', schema: series } },
    refuses: { 400: 'Invalid field' },
    operation: graphql(`
      mutation CreateSeries($input: SeriesInput!) {
        createSeries(input: $input) {
          ...RestSeries
        }
      }
    `),
    variables: (input) => ({ input }),
    respond: (data) => written(201, data.createSeries),
  }),
  route({
    method: 'put',
    path: '/api/admin/series/:id',
    summary:
      'Change a series whole (administrator): seasons and episodes in their new order; an episode sent with its id keeps it',
    requires: 'admin',
    body: seriesInput,
    responses: { 200: { description: 'The changed series', schema: series } },
    refuses: { 400: 'Invalid field', 404: 'No such series' },
    operation: graphql(`
      mutation UpdateSeries($id: ID!, $input: SeriesInput!) {
        updateSeries(id: $id, input: $input) {
          ...RestSeries
        }
      }
    `),
    variables: (input, { params }) => ({ id: pathParam(params, 'id'), input }),
    respond: (data) => written(200, data.updateSeries),
  }),
  route({
    method: 'delete',
    path: '/api/admin/series/:id',
    summary: 'Delete a series and its episodes (administrator)',
    requires: 'admin',
    responses: { 204: { description: 'Deleted' } },
    refuses: { 404: 'No such series' },
    operation: graphql(`
      mutation DeleteSeries($id: ID!) {
        deleteSeries(id: $id) {
          deletedSeriesId
        }
      }
    `),
    variables: (_body, { params }) => ({ id: pathParam(params, 'id') }),
    respond: () => ({ status: 204 }),
  }),
];
