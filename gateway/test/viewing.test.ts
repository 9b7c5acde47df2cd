import { randomUUID } from 'node:crypto';
import { eventually } from '@cinevia/harness';
import { ADMIN_PASSWORD, client, startTestStack, type TestStack } from './stack';

let env: TestStack;
let filmId: string;

beforeAll(async () => {
  env = await startTestStack();
  const admin = client(env.url);
  await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
  filmId = (
    await admin.post('/api/admin/videos', {
      title: 'Slow Tide',
      youtubeId: 'dQw4w9WgXcQ',
      genre: 'Drama',
      category: 'new',
    })
  ).json.id;
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

async function member() {
  const browser = client(env.url);
  await browser.post('/api/auth/signup', {
    email: `viewer-${randomUUID()}@example.com`,
    password: 'lantern-river-1',
    firstName: 'Vi',
    lastName: 'Ewer',
  });
  return browser;
}

async function subscriber() {
  const browser = await member();
  const { clientSecret } = (await browser.post('/api/get-or-create-subscription')).json;
  await browser.post('/api/payments/simulated/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  return browser;
}

/** Viewing learns of new films from the catalogue's events: wait until it accepts progress for one. */
async function saveProgress(browser: ReturnType<typeof client>, body: Record<string, unknown>) {
  return eventually(async () => {
    const response = await browser.post('/api/watch-progress', body);
    expect(response.status).not.toBe(404);
    return response;
  });
}

describe('watch progress', () => {
  it('saves where the member stopped and lists it with its film', async () => {
    const browser = await member();
    const saved = await saveProgress(browser, { videoId: filmId, progress: 25, duration: 600 });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ videoId: filmId, progress: 25, duration: 600, updatedAt: expect.any(String) });
    await browser.post('/api/watch-progress', { videoId: filmId, progress: 40, duration: 600 });
    await eventually(async () =>
      expect((await browser.get('/api/watch-progress')).json).toEqual([
        expect.objectContaining({
          videoId: filmId,
          progress: 40,
          video: expect.objectContaining({ title: 'Slow Tide' }),
        }),
      ]),
    );
    const continuing = (await browser.graphql('{ me { continueWatching { videoId progress } } }')).json.data.me
      .continueWatching;
    expect(continuing).toEqual([{ videoId: filmId, progress: 40 }]);
  });

  it.each([
    [{ progress: -1, duration: 600 }, 'Progress must not be negative'],
    [{ progress: 700, duration: 600 }, 'Progress must not exceed the duration'],
    [{ progress: 'ten', duration: 600 }, 'Progress must be a number of seconds'],
    [{ progress: 5, duration: 0 }, 'Duration must be positive'],
  ])('refuses %j with "%s"', async (override, message) => {
    const response = await (await member()).post('/api/watch-progress', { videoId: filmId, ...override });
    expect([response.status, response.json]).toEqual([400, { message }]);
  });

  it('refuses an unknown film and a visitor', async () => {
    expect(
      (await (await member()).post('/api/watch-progress', { videoId: randomUUID(), progress: 1, duration: 10 })).status,
    ).toBe(404);
    expect(
      (await client(env.url).post('/api/watch-progress', { videoId: filmId, progress: 1, duration: 10 })).status,
    ).toBe(401);
    expect((await client(env.url).get('/api/watch-progress')).status).toBe(401);
  });

  it('keeps the newest save by the player’s clock, whatever order saves arrive in', async () => {
    const browser = await member();
    const at = Date.now();
    await saveProgress(browser, { videoId: filmId, progress: 300, duration: 600, savedAt: at });
    expect(
      (
        await browser.post('/api/watch-progress', {
          videoId: filmId,
          progress: 100,
          duration: 600,
          savedAt: at - 10_000,
        })
      ).status,
    ).toBe(200);
    const marker = await member();
    await saveProgress(marker, { videoId: filmId, progress: 1, duration: 600 });
    await eventually(async () => expect((await marker.get('/api/watch-progress')).json).toHaveLength(1));
    expect((await browser.get('/api/watch-progress')).json[0]).toMatchObject({ progress: 300 });
  });

  it('takes saves while viewing is down, and has them once it is back', async () => {
    const browser = await member();
    await saveProgress(browser, { videoId: filmId, progress: 10, duration: 600 });
    await env.stack.kill('viewing');
    try {
      const saved = await browser.post('/api/watch-progress', { videoId: filmId, progress: 123, duration: 600 });
      expect(saved.status).toBe(200);
    } finally {
      await env.stack.start('viewing');
    }
    await eventually(async () =>
      expect((await browser.get('/api/watch-progress')).json[0]).toMatchObject({ videoId: filmId, progress: 123 }),
    );
  });
});

describe('the viewer, from viewing alone', () => {
  it('is the signed-in member with their Continue Watching, and null for a visitor', async () => {
    const browser = await member();
    await saveProgress(browser, { videoId: filmId, progress: 30, duration: 600 });
    const viewer = (await browser.graphql('{ viewer { id continueWatching { videoId video { title } } myListIds } }'))
      .json.data.viewer;
    expect(viewer).toEqual({
      id: (await browser.get('/api/auth/user')).json.id,
      continueWatching: [{ videoId: filmId, video: { title: 'Slow Tide' } }],
      myListIds: [],
    });
    expect((await client(env.url).graphql('{ viewer { id } }')).json.data.viewer).toBeNull();
  });
});

describe('My List', () => {
  it('is for Premium members: 402 with a message for others, 401 signed out', async () => {
    const browser = await member();
    const refused = await browser.post('/api/watchlist', { videoId: filmId });
    expect(refused.status).toBe(402);
    expect(refused.json.message).toMatch(/Premium/);
    expect((await browser.get('/api/watchlist')).status).toBe(402);
    expect((await client(env.url).get('/api/watchlist')).status).toBe(401);
  });

  it('adds once, lists with the film, shows the real state on the film, and removes', async () => {
    const browser = await subscriber();
    await eventually(async () => expect((await browser.post('/api/watchlist', { videoId: filmId })).status).toBe(201));
    expect((await browser.post('/api/watchlist', { videoId: filmId })).status).toBe(201);
    const listed = (await browser.get('/api/watchlist')).json;
    expect(listed).toEqual([
      expect.objectContaining({ videoId: filmId, video: expect.objectContaining({ title: 'Slow Tide' }) }),
    ]);
    const film = (await browser.graphql(`{ video(id: "${filmId}") { title inMyList } }`)).json.data.video;
    expect(film).toEqual({ title: 'Slow Tide', inMyList: true });
    const viewer = (await browser.graphql('{ viewer { myListIds } }')).json.data.viewer;
    expect(viewer).toEqual({ myListIds: [filmId] });

    expect((await browser.request('DELETE', `/api/watchlist/${filmId}`)).status).toBe(204);
    expect((await browser.get('/api/watchlist')).json).toEqual([]);
  });
});

describe('a film leaving the catalogue', () => {
  it('leaves no progress or My List entry behind', async () => {
    const admin = client(env.url);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
    const doomed = (
      await admin.post('/api/admin/videos', {
        title: 'Brief Candle',
        youtubeId: 'dQw4w9WgXcQ',
        genre: 'Drama',
        category: 'new',
      })
    ).json.id;
    const browser = await subscriber();
    await saveProgress(browser, { videoId: doomed, progress: 10, duration: 100 });
    await eventually(async () => expect((await browser.post('/api/watchlist', { videoId: doomed })).status).toBe(201));

    await admin.request('DELETE', `/api/admin/videos/${doomed}`);
    await eventually(async () => {
      expect((await browser.get('/api/watch-progress')).json).toEqual([]);
      expect((await browser.get('/api/watchlist')).json).toEqual([]);
    });
  });
});

describe('a series, watched episode by episode', () => {
  /** Two episodes in the first season, one in the second. */
  async function newSeries(maturityRating = '13+') {
    const admin = client(env.url);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
    const created = await admin.post('/api/admin/series', {
      title: `Night Ferry ${randomUUID().slice(0, 6)}`,
      genre: 'Drama',
      maturityRating,
      seasons: [
        {
          episodes: [
            { title: 'Boarding', youtubeId: 'dQw4w9WgXcQ' },
            { title: 'Open Water', youtubeId: 'aaaaaaaaaaa' },
          ],
        },
        { episodes: [{ title: 'Landfall', youtubeId: 'bbbbbbbbbbb' }] },
      ],
    });
    const [[boarding, openWater], [landfall]] = created.json.seasons.map((season: { episodes: { id: string }[] }) =>
      season.episodes.map((episode) => episode.id),
    );
    return { admin, id: created.json.id as string, boarding, openWater, landfall };
  }

  /** GET /api/series/{id}/next, as `[action, season, episode id]`, or null once finished. */
  async function nextOf(browser: ReturnType<typeof client>, seriesId: string) {
    const { status, json } = await browser.get(`/api/series/${seriesId}/next`);
    expect(status).toBe(200);
    return json.next && [json.next.action, json.next.seasonNumber, json.next.episode.id, json.next.episode.progress];
  }

  /** Series.places, as `[episode id, seconds]`. */
  async function placesOf(browser: ReturnType<typeof client>, seriesId: string) {
    const { json } = await browser.graphql('query ($id: ID!) { series(id: $id) { places { videoId progress } } }', {
      id: seriesId,
    });
    return json.data.series.places.map((place: { videoId: string; progress: number }) => [
      place.videoId,
      place.progress,
    ]);
  }

  it('offers the next episode per profile: the first, the one begun, the one after a finished one, none at the end', async () => {
    const series = await newSeries();
    const browser = await member();
    expect(await nextOf(browser, series.id)).toEqual(['play', 1, series.boarding, null]);

    await saveProgress(browser, { videoId: series.boarding, progress: 30, duration: 600 });
    await eventually(async () =>
      expect(await nextOf(browser, series.id)).toEqual([
        'resume',
        1,
        series.boarding,
        expect.objectContaining({ progress: 30, duration: 600 }),
      ]),
    );
    await saveProgress(browser, { videoId: series.boarding, progress: 590, duration: 600 });
    await eventually(async () => expect(await nextOf(browser, series.id)).toEqual(['play', 1, series.openWater, null]));
    // The last of a season leads to the next season's first; the series' last ends it.
    await saveProgress(browser, { videoId: series.openWater, progress: 600, duration: 600 });
    await eventually(async () => expect(await nextOf(browser, series.id)).toEqual(['play', 2, series.landfall, null]));
    await saveProgress(browser, { videoId: series.landfall, progress: 580, duration: 600 });
    await eventually(async () => expect(await nextOf(browser, series.id)).toBeNull());
    // The series page has every place of the profile in one answer, in watching order.
    expect(await placesOf(browser, series.id)).toEqual([
      [series.boarding, 590],
      [series.openWater, 600],
      [series.landfall, 580],
    ]);

    // Another profile of the account has its own places: it starts at the beginning.
    const guest = (await browser.post('/api/profiles', { name: 'Guest' })).json;
    expect((await browser.post(`/api/profiles/${guest.id}/switch`, {})).status).toBe(200);
    expect(await nextOf(browser, series.id)).toEqual(['play', 1, series.boarding, null]);
    expect(await placesOf(browser, series.id)).toEqual([]);
    expect((await browser.get(`/api/series/${randomUUID()}/next`)).status).toBe(404);
  });

  it('keeps every film and episode watched in the profile’s history, finished ones too, newest first, a page at a time', async () => {
    const series = await newSeries();
    const browser = await member();
    await saveProgress(browser, { videoId: filmId, progress: 600, duration: 600, savedAt: 1_000 });
    await saveProgress(browser, { videoId: series.boarding, progress: 30, duration: 600, savedAt: 2_000 });
    await saveProgress(browser, { videoId: series.openWater, progress: 590, duration: 600, savedAt: 3_000 });
    const ids = (page: { entries: { videoId: string }[] }) => page.entries.map((entry) => entry.videoId);
    await eventually(async () =>
      expect(ids((await browser.get('/api/history')).json)).toEqual([series.openWater, series.boarding, filmId]),
    );
    const first = (await browser.get('/api/history?page=1&pageSize=2')).json;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.entries[0]).toMatchObject({
      progress: 590,
      video: null,
      episode: { id: series.openWater, number: 2, seasonNumber: 1, title: 'Open Water', series: { id: series.id } },
    });
    const second = (await browser.get('/api/history?page=2&pageSize=2')).json;
    expect(second.entries).toEqual([
      expect.objectContaining({
        videoId: filmId,
        progress: 600,
        episode: null,
        video: expect.objectContaining({ title: 'Slow Tide' }),
      }),
    ]);
    // A finished film has left Continue Watching, not the history.
    const continuing = (await browser.graphql('{ me { continueWatching { videoId } } }')).json.data.me.continueWatching;
    expect(continuing.map((entry: { videoId: string }) => entry.videoId)).not.toContain(filmId);
    expect((await browser.get('/api/history?pageSize=51')).json).toEqual({ message: 'Page size must be at most 50' });
    expect((await browser.get('/api/history?page=0')).status).toBe(400);
    expect((await client(env.url).get('/api/history')).status).toBe(401);
  });

  it('takes a title out of history and Continue Watching, and hides all history, for that profile alone', async () => {
    const series = await newSeries();
    const browser = await member();
    await saveProgress(browser, { videoId: filmId, progress: 100, duration: 600, savedAt: Date.now() - 3_000 });
    await saveProgress(browser, { videoId: series.boarding, progress: 30, duration: 600, savedAt: Date.now() - 2_000 });
    const ids = async (path: string) =>
      ((await browser.get(path)).json as { entries: { videoId: string }[] }).entries.map((entry) => entry.videoId);
    const continuing = async () =>
      (await browser.graphql('{ me { continueWatching { videoId } } }')).json.data.me.continueWatching.map(
        (entry: { videoId: string }) => entry.videoId,
      );
    await eventually(async () => expect(await ids('/api/history')).toEqual([series.boarding, filmId]));
    // Another profile of the account has a history of its own, which none of this touches.
    const { currentProfileId: first } = (await browser.get('/api/profiles')).json;
    const guest = (await browser.post('/api/profiles', { name: 'Guest' })).json;
    await browser.post(`/api/profiles/${guest.id}/switch`, {});
    await saveProgress(browser, { videoId: filmId, progress: 50, duration: 600 });
    await eventually(async () => expect(await ids('/api/history')).toEqual([filmId]));
    await browser.post(`/api/profiles/${first}/switch`, {});

    expect((await browser.request('DELETE', `/api/history/${filmId}`)).status).toBe(204);
    expect(await ids('/api/history')).toEqual([series.boarding]);
    expect(await continuing()).toEqual([series.boarding]);
    expect((await browser.get(`/api/videos/${filmId}`)).json.progress ?? null).toBeNull();
    // A save the player made before the removal, arriving after it, does not bring the film back.
    await saveProgress(browser, { videoId: filmId, progress: 110, duration: 600, savedAt: Date.now() - 1_000 });
    await new Promise((settle) => setTimeout(settle, 500));
    expect(await ids('/api/history')).toEqual([series.boarding]);
    // Watching it again does.
    await saveProgress(browser, { videoId: filmId, progress: 10, duration: 600 });
    await eventually(async () => expect(await ids('/api/history')).toEqual([filmId, series.boarding]));

    expect((await browser.request('DELETE', '/api/history')).status).toBe(204);
    expect(await ids('/api/history')).toEqual([]);
    expect(await continuing()).toEqual([]);
    await browser.post(`/api/profiles/${guest.id}/switch`, {});
    expect(await ids('/api/history')).toEqual([filmId]);
    expect((await browser.request('DELETE', `/api/history/${'x'.repeat(101)}`)).json).toEqual({
      message: 'Video id is too long',
    });
    expect((await client(env.url).request('DELETE', '/api/history')).status).toBe(401);
  });

  it('keeps each profile’s thumbs for films and series: one choice, again to change, null to clear', async () => {
    const series = await newSeries();
    const browser = await member();
    const ratings = async () =>
      (await browser.graphql('{ me { ratings { videoId rating } } }')).json.data.me.ratings as unknown[];
    const rate = (videoId: string, rating: unknown) => browser.request('PUT', `/api/ratings/${videoId}`, { rating });
    await eventually(async () => expect((await rate(filmId, 'up')).status).toBe(200));
    expect((await rate(series.id, 'love')).json).toEqual({ videoId: series.id, rating: 'love' });
    expect(await ratings()).toEqual(
      expect.arrayContaining([
        { videoId: filmId, rating: 'up' },
        { videoId: series.id, rating: 'love' },
      ]),
    );
    expect((await rate(filmId, 'down')).json).toEqual({ videoId: filmId, rating: 'down' });
    expect((await rate(series.id, null)).json).toEqual({ videoId: series.id, rating: null });
    expect(await ratings()).toEqual([{ videoId: filmId, rating: 'down' }]);

    // Another profile of the account has none.
    const guest = (await browser.post('/api/profiles', { name: 'Guest' })).json;
    await browser.post(`/api/profiles/${guest.id}/switch`, {});
    expect(await ratings()).toEqual([]);

    expect((await rate(filmId, 'meh')).json).toEqual({ message: 'Rating must be "down", "up", "love" or null' });
    expect((await rate(randomUUID(), 'up')).status).toBe(404);
    expect((await client(env.url).request('PUT', `/api/ratings/${filmId}`, { rating: 'up' })).status).toBe(401);
  });

  it("puts every profile's My List, history and thumbs in the account's data export", async () => {
    const browser = await subscriber();
    await saveProgress(browser, { videoId: filmId, progress: 600, duration: 600 });
    expect((await browser.post('/api/watchlist', { videoId: filmId })).status).toBe(201);
    await browser.request('PUT', `/api/ratings/${filmId}`, { rating: 'love' });
    const guest = (await browser.post('/api/profiles', { name: 'Guest' })).json;
    await browser.post(`/api/profiles/${guest.id}/switch`, {});
    await saveProgress(browser, { videoId: filmId, progress: 30, duration: 600 });
    await browser.request('PUT', `/api/ratings/${filmId}`, { rating: 'down' });
    await eventually(async () =>
      expect((await browser.get('/api/account/export')).json.account.profiles).toEqual([
        expect.objectContaining({
          name: 'Vi',
          watchlist: [{ videoId: filmId, addedAt: expect.any(String) }],
          watchProgress: [expect.objectContaining({ videoId: filmId, progress: 600 })],
          ratings: [{ videoId: filmId, rating: 'love' }],
        }),
        expect.objectContaining({
          name: 'Guest',
          isKids: false,
          watchlist: [],
          watchProgress: [expect.objectContaining({ videoId: filmId, progress: 30 })],
          ratings: [{ videoId: filmId, rating: 'down' }],
        }),
      ]),
    );
  });

  it('is absent above a Kids profile’s level, and deleting the series drops every place in it', async () => {
    const series = await newSeries('16+');
    const email = `series-${randomUUID()}@example.com`;
    const browser = client(env.url);
    await browser.post('/api/auth/signup', { email, password: 'lantern-river-1', firstName: 'Se', lastName: 'Ries' });
    const continueWatching = async (device = browser) =>
      (await device.graphql('{ viewer { continueWatching { videoId upNext } } }')).json.data.viewer.continueWatching;
    await saveProgress(browser, { videoId: series.openWater, progress: 40, duration: 600 });
    await eventually(async () =>
      expect(await continueWatching()).toEqual([{ videoId: series.openWater, upNext: false }]),
    );

    const kid = (await browser.post('/api/profiles', { name: 'Kit', isKids: true })).json;
    const kidDevice = client(env.url);
    await kidDevice.post('/api/auth/login', { email, password: 'lantern-river-1' });
    expect((await kidDevice.post(`/api/profiles/${kid.id}/switch`, {})).status).toBe(200);
    expect((await kidDevice.get(`/api/series/${series.id}/next`)).json).toEqual({ message: 'Series not found' });

    expect((await series.admin.request('DELETE', `/api/admin/series/${series.id}`)).status).toBe(204);
    await eventually(async () => expect(await continueWatching()).toEqual([]));
    expect((await browser.get(`/api/series/${series.id}/next`)).status).toBe(404);
    // Nothing of it comes back as a place to resume, through the film or the episode paths.
    expect(
      (await browser.post('/api/watch-progress', { videoId: series.openWater, progress: 50, duration: 600 })).status,
    ).toBe(404);
  });

  it('keeps a series in My List beside films, marked as one, until the series is deleted', async () => {
    const series = await newSeries();
    const browser = await subscriber();
    await eventually(async () =>
      expect((await browser.post('/api/watchlist', { videoId: series.id })).status).toBe(201),
    );
    expect((await browser.post('/api/watchlist', { videoId: filmId })).status).toBe(201);
    const listed = (await browser.get('/api/watchlist')).json;
    expect(listed.map((entry: { videoId: string }) => entry.videoId)).toEqual([filmId, series.id]);
    expect(listed[1]).toMatchObject({ video: null, series: { kind: 'series', id: series.id, seasonCount: 2 } });
    expect(listed[0]).toMatchObject({ series: null, video: { id: filmId } });
    // An episode is watched, not listed.
    expect((await browser.post('/api/watchlist', { videoId: series.boarding })).status).toBe(404);

    expect((await series.admin.request('DELETE', `/api/admin/series/${series.id}`)).status).toBe(204);
    await eventually(async () =>
      expect((await browser.get('/api/watchlist')).json.map((entry: { videoId: string }) => entry.videoId)).toEqual([
        filmId,
      ]),
    );
  });
});

describe("admin-web's Insights", () => {
  it('counts a play of a film and a new subscriber, for the administrator alone', async () => {
    const admin = client(env.url);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
    const watched = (
      await admin.post('/api/admin/videos', {
        title: 'Counted Once',
        youtubeId: 'dQw4w9WgXcQ',
        genre: 'Drama',
        category: 'new',
      })
    ).json.id;
    const before = (await admin.get('/api/admin/insights?days=1')).json;
    expect(before.perDay).toEqual([expect.objectContaining({ day: new Date().toISOString().slice(0, 10) })]);

    const viewer = await subscriber();
    await saveProgress(viewer, { videoId: watched, progress: 25, duration: 600 });
    await viewer.post('/api/watch-progress', { videoId: watched, progress: 30, duration: 600 });
    await viewer.request('PUT', `/api/ratings/${watched}`, { rating: 'up' });

    await eventually(async () => {
      const after = (await admin.get('/api/admin/insights?days=1')).json;
      expect(after.topTitles).toContainEqual(
        expect.objectContaining({ videoId: watched, title: 'Counted Once', plays: 1, thumbsUp: 1 }),
      );
      expect(after.totals.newSubscribers).toBeGreaterThan(before.totals.newSubscribers);
    });
    expect((await viewer.get('/api/admin/insights')).status).toBe(403);
    const refused = await admin.get('/api/admin/insights?days=3');
    expect([refused.status, refused.json]).toEqual([400, { message: 'Days must be 1, 7 or 30' }]);
    expect((await admin.get('/api/admin/insights')).json.days).toBe(7);
  });
});
