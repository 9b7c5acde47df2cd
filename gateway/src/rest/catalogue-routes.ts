import { z } from 'zod';
import { errorBody, video, videoInput, type Video } from '@cinevia/proto';
import { route } from './route';

const VIDEO_FIELDS =
  'id title description youtubeId thumbnailUrl duration year rating genre category isFeatured createdAt';
const error = (description: string) => ({ description, schema: errorBody });
const list = (description: string) => ({ 200: { description, schema: z.array(video) } });
const adminOnly = { 401: error('No admin session'), 403: error('Signed in, but not as the administrator') };

/** Drops the client's thumbnail, which the server derives, before the GraphQL input. */
const asInput = ({ thumbnailUrl: _ignored, ...input }: z.output<typeof videoInput>) => ({ input });

/** The spec's catalogue paths: reads for everyone, changes for the administrator. */
export const catalogueRoutes = [
  route({
    method: 'get',
    path: '/api/videos',
    summary: 'Every film, newest first',
    responses: list('The catalogue'),
    operation: `query Videos { videos { ${VIDEO_FIELDS} } }`,
    respond: (data: { videos: Video[] }) => ({ status: 200, body: data.videos }),
  }),
  route({
    method: 'get',
    path: '/api/videos/featured',
    summary: 'Featured films',
    responses: list('Films marked as featured'),
    operation: `query FeaturedVideos { featuredVideos { ${VIDEO_FIELDS} } }`,
    respond: (data: { featuredVideos: Video[] }) => ({ status: 200, body: data.featuredVideos }),
  }),
  route({
    method: 'get',
    path: '/api/videos/category/:category',
    summary: 'Films of one category (trending, popular, new, other)',
    responses: { ...list('Films of the category'), 400: error('Unknown category') },
    operation: `query VideosByCategory($category: String!) { videosByCategory(category: $category) { ${VIDEO_FIELDS} } }`,
    variables: (_body, { params }) => ({ category: params.category }),
    respond: (data: { videosByCategory: Video[] }) => ({ status: 200, body: data.videosByCategory }),
  }),
  route({
    method: 'get',
    path: '/api/videos/:id',
    summary: 'One film',
    responses: { 200: { description: 'The film', schema: video }, 404: error('No such film') },
    operation: `query Video($id: ID!) { video(id: $id) { ${VIDEO_FIELDS} } }`,
    variables: (_body, { params }) => ({ id: params.id }),
    respond: (data: { video: Video | null }) =>
      data.video ? { status: 200, body: data.video } : { status: 404, body: { message: 'Video not found' } },
  }),
  route({
    method: 'get',
    path: '/api/search',
    summary: 'Search titles, descriptions and genres (?q=); blank text finds nothing',
    responses: { ...list('Matching films, title matches first'), 400: error('Search text too long') },
    operation: `query SearchVideos($query: String!) { searchVideos(query: $query) { ${VIDEO_FIELDS} } }`,
    variables: (_body, { query }) => ({ query: typeof query.q === 'string' ? query.q : '' }),
    respond: (data: { searchVideos: Video[] }) => ({ status: 200, body: data.searchVideos }),
  }),
  route({
    method: 'post',
    path: '/api/admin/videos',
    summary: 'Add a film (administrator)',
    requires: 'admin',
    body: videoInput,
    responses: { 201: { description: 'The new film', schema: video }, 400: error('Invalid field'), ...adminOnly },
    operation: `mutation CreateVideo($input: VideoInput!) { createVideo(input: $input) { ${VIDEO_FIELDS} } }`,
    variables: asInput,
    respond: (data: { createVideo: Video }) => ({ status: 201, body: data.createVideo }),
  }),
  route({
    method: 'put',
    path: '/api/admin/videos/:id',
    summary: 'Change a film (administrator)',
    requires: 'admin',
    body: videoInput,
    responses: {
      200: { description: 'The changed film', schema: video },
      400: error('Invalid field'),
      404: error('No such film'),
      ...adminOnly,
    },
    operation: `mutation UpdateVideo($id: ID!, $input: VideoInput!) { updateVideo(id: $id, input: $input) { ${VIDEO_FIELDS} } }`,
    variables: (body, { params }) => ({ id: params.id, ...asInput(body) }),
    respond: (data: { updateVideo: Video }) => ({ status: 200, body: data.updateVideo }),
  }),
  route({
    method: 'delete',
    path: '/api/admin/videos/:id',
    summary: 'Delete a film (administrator)',
    requires: 'admin',
    responses: { 204: { description: 'Deleted' }, 404: error('No such film'), ...adminOnly },
    operation: 'mutation DeleteVideo($id: ID!) { deleteVideo(id: $id) { deletedVideoId } }',
    variables: (_body, { params }) => ({ id: params.id }),
    respond: () => ({ status: 204 }),
  }),
];
