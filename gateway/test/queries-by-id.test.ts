import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QUERY_NOT_BY_ID } from '@cinevia/service-kit';
import { eventually } from '@cinevia/harness';
import { ADMIN_PASSWORD, client, FILM_REQUEST, useTestStack } from './stack';

/**
 * Request paths reach the database by `_id` only (FerretDB scans for any other filter). Every
 * service runs with the query audit on; this walks every journey of the product through the REST
 * paths and the home page's GraphQL, then reads the logs: no command may be flagged. Start-up
 * loads of read models are allowed by name (`startupLoad`).
 */
const env = useTestStack();

async function flaggedQueries(): Promise<unknown[]> {
  const flagged: unknown[] = [];
  for (const file of await readdir(env().logDir)) {
    for (const line of (await readFile(join(env().logDir, file), 'utf8')).split('\n')) {
      if (!line.includes(QUERY_NOT_BY_ID)) continue;
      const { name, audit } = JSON.parse(line) as { name: string; audit: unknown };
      flagged.push({ service: name, ...(audit as object) });
    }
  }
  return flagged;
}

const HOME = `query HomeRouteQuery {
  featuredVideos(first: 1) { id title }
  featuredSeries(first: 1) { id title }
  homeRows(first: 4) { rows { id title videos(first: 20) { videos { id title inMyList progress { progress duration } } nextCursor } } nextCursor }
  me { id continueWatching { videoId progress video { id title } } }
}`;

it('serves every journey without a database command that is not by _id', async () => {
  const admin = client(env().url);
  expect((await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD })).status).toBe(200);
  const film = (
    await admin.post('/api/admin/videos', {
      title: 'Audit Lantern',
      youtubeId: 'dQw4w9WgXcQ',
      genre: 'Drama',
      category: 'trending',
      rating: '8.5',
    })
  ).json;
  expect(
    (await admin.request('PUT', `/api/admin/videos/${film.id}`, { ...film, title: 'Audit Lantern Keeper' })).status,
  ).toBe(200);
  await admin.graphql('{ adminVideos(search: "lantern", first: 20) { videos { id } totalCount } }');

  const email = `audit-${randomUUID()}@example.com`;
  const member = client(env().url);
  expect(
    (await member.post('/api/auth/signup', { email, password: 'lantern-river-1', firstName: 'Au', lastName: 'Dit' }))
      .status,
  ).toBe(201);
  await member.post('/api/auth/logout');
  expect((await member.post('/api/auth/login', { email, password: 'lantern-river-1' })).status).toBe(200);
  expect((await member.get('/api/auth/user')).status).toBe(200);

  const { clientSecret } = (await member.post('/api/get-or-create-subscription')).json;
  const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
  expect((await member.post('/api/payments/simulated/confirm', { clientSecret, ...card })).status).toBe(200);
  await eventually(async () => expect((await member.get('/api/auth/user')).json.isSubscribed).toBe(true));

  await member.get('/api/videos');
  await member.get('/api/videos/featured');
  await member.get('/api/videos/category/trending');
  expect((await member.get(`/api/videos/${film.id}`)).status).toBe(200);
  expect((await member.get('/api/search?q=lantren')).json[0]?.id).toBe(film.id);
  await member.graphql(
    '{ browseGenres { id videoCount } browseVideos(filter: { kind: "all" }, first: 40) { totalCount } }',
  );

  await eventually(async () => expect((await member.post('/api/watchlist', { videoId: film.id })).status).toBe(201));
  await eventually(async () =>
    expect((await member.post('/api/watch-progress', { videoId: film.id, progress: 30, duration: 600 })).status).toBe(
      200,
    ),
  );
  await member.get('/api/watchlist');
  await member.get('/api/watch-progress');
  const home = await member.graphql(HOME);
  expect(home.json.errors).toBeUndefined();
  expect((await member.request('DELETE', `/api/watchlist/${film.id}`)).status).toBe(204);

  const fee = (await member.post('/api/create-payment-intent', { amount: 100, description: 'Film Creation: Audit' }))
    .json.clientSecret as string;
  await member.post('/api/payments/simulated/confirm', { clientSecret: fee, ...card });
  const saved = await member.post('/api/film-requests', {
    ...FILM_REQUEST,
    stripePaymentIntentId: fee.split('_secret_')[0],
  });
  expect(saved.status).toBe(201);
  await member.graphql('{ me { id filmRequests { id status } } }');
  await member.request('PUT', '/api/account/profile', { firstName: 'Audi', lastName: 'Ted' });
  await member.get('/api/account/export');
  await member.post('/api/subscription/cancel');
  await member.post('/api/subscription/resume');
  await member.post('/api/account/password', { currentPassword: 'lantern-river-1', newPassword: 'lantern-river-2' });

  expect((await admin.get('/api/admin/film-requests')).json).toHaveLength(1);
  await admin.request('PUT', `/api/admin/film-requests/${saved.json.id}/status`, { status: 'in_production' });
  expect((await admin.request('DELETE', `/api/admin/videos/${film.id}`)).status).toBe(204);
  await eventually(async () => expect((await member.get('/api/watch-progress')).json).toEqual([]));

  expect(await flaggedQueries()).toEqual([]);
});
