import { randomUUID } from 'node:crypto';
import { eventually } from '@cinevia/harness';
import { ADMIN_PASSWORD, client, startTestStack, type TestStack } from './stack';

let env: TestStack;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  env = await startTestStack();
  admin = client(env.url);
  await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const aFilm = (overrides: Record<string, unknown> = {}) => ({
  title: `Northern Lights ${randomUUID().slice(0, 6)}`,
  description: 'An aurora chaser finds a signal in the sky',
  youtubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x',
  duration: '1h 30m',
  year: '2025',
  rating: '8.5',
  genre: 'Sci-Fi',
  category: 'trending',
  isFeatured: true,
  thumbnailUrl: 'https://evil.example/tracker.png',
  ...overrides,
});

async function addFilm(overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/videos', aFilm(overrides));
  expect(response.status).toBe(201);
  return response.json;
}

describe('admin film paths', () => {
  it('adds a film: the id is taken from the link, the thumbnail derived, the year an integer', async () => {
    const film = await addFilm();
    expect(film).toEqual({
      id: expect.any(String),
      title: expect.stringMatching(/^Northern Lights/),
      description: 'An aurora chaser finds a signal in the sky',
      youtubeId: 'dQw4w9WgXcQ',
      thumbnailUrl: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      duration: '1h 30m',
      year: 2025,
      rating: '8.5',
      genre: 'Sci-Fi',
      category: 'trending',
      maturityRating: '13+',
      isFeatured: true,
      createdAt: expect.any(String),
    });
    expect((await admin.get(`/api/videos/${film.id}`)).json).toEqual(film);
  });

  it("rates a film, and an edit that gives no rating keeps the film's", async () => {
    const film = await addFilm({ maturityRating: '18+' });
    expect(film.maturityRating).toBe('18+');
    const edited = await admin.request('PUT', `/api/admin/videos/${film.id}`, aFilm({ title: 'Late Show' }));
    expect(edited.json).toMatchObject({ title: 'Late Show', maturityRating: '18+' });
    const rerated = await admin.request('PUT', `/api/admin/videos/${film.id}`, aFilm({ maturityRating: 'All' }));
    expect((await client(env.url).get(`/api/videos/${rerated.json.id}`)).json.maturityRating).toBe('All');
  });

  it('changes a film and deletes it', async () => {
    const film = await addFilm();
    const updated = await admin.request(
      'PUT',
      `/api/admin/videos/${film.id}`,
      aFilm({ title: 'Southern Lights', year: '' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      id: film.id,
      title: 'Southern Lights',
      year: null,
      createdAt: film.createdAt,
    });

    const deleted = await admin.request('DELETE', `/api/admin/videos/${film.id}`);
    expect(deleted.status).toBe(204);
    expect((await client(env.url).get(`/api/videos/${film.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/videos/${film.id}`)).status).toBe(404);
    expect((await admin.request('PUT', `/api/admin/videos/${film.id}`, aFilm())).status).toBe(404);
  });

  it.each([
    ['POST', '/api/admin/videos'],
    ['PUT', `/api/admin/videos/${randomUUID()}`],
    ['DELETE', `/api/admin/videos/${randomUUID()}`],
  ])('%s %s is 401 signed out and 403 for a member', async (method, path) => {
    const visitor = await client(env.url).request(method, path, aFilm());
    expect([visitor.status, visitor.json]).toEqual([401, { message: 'Admin sign-in required' }]);
    const member = client(env.url);
    await member.post('/api/auth/signup', {
      email: `m-${randomUUID()}@example.com`,
      password: 'lantern-river-1',
      firstName: 'M',
      lastName: 'N',
    });
    const refused = await member.request(method, path, aFilm());
    expect([refused.status, refused.json]).toEqual([403, { message: 'Admin access required' }]);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ youtubeId: '' }, 'YouTube link is required'],
    [{ youtubeId: 'https://vimeo.com/12345' }, 'YouTube link must be a YouTube URL or video ID'],
    [{ genre: '' }, 'Genre is required'],
    [{ genre: 'Opera' }, expect.stringMatching(/^Genre must be one of/)],
    [{ category: 'sometimes' }, expect.stringMatching(/^Category must be one of/)],
    [{ year: 'soon' }, 'Year must be a whole number from 1888'],
    [{ rating: '10.5' }, 'Rating must be a number from 0 to 10, like 8.5'],
    [{ duration: 'long' }, 'Duration must look like 2h 30m or 7m 34s'],
    [{ maturityRating: 'R' }, 'Maturity rating must be one of: All, 7+, 13+, 16+, 18+'],
    [{ isFeatured: 'yes' }, 'Featured must be true or false'],
    [{ title: { $ne: null } }, 'Title must be text'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
  ])('refuses %j with 400 "%s" and changes nothing', async (override, message) => {
    const before = (await client(env.url).get('/api/videos')).json.length;
    const response = await admin.post('/api/admin/videos', aFilm(override));
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message });
    expect((await client(env.url).get('/api/videos')).json).toHaveLength(before);
  });
});

describe('reading the catalogue', () => {
  it('lists, features, filters by category and finds films', async () => {
    const featured = await addFilm({ title: 'Glasswing Atlas', category: 'popular', isFeatured: true });
    const plain = await addFilm({ title: 'Quiet Orchard', category: 'new', isFeatured: false, genre: 'Drama' });
    const ids = (films: { id: string }[]) => films.map((film) => film.id);

    expect(ids((await client(env.url).get('/api/videos')).json)).toEqual(
      expect.arrayContaining([featured.id, plain.id]),
    );
    const featuredList = ids((await client(env.url).get('/api/videos/featured')).json);
    expect(featuredList).toContain(featured.id);
    expect(featuredList).not.toContain(plain.id);
    const popular = ids((await client(env.url).get('/api/videos/category/popular')).json);
    expect(popular).toContain(featured.id);
    expect(popular).not.toContain(plain.id);
    expect((await client(env.url).get('/api/videos/category/sideways')).status).toBe(400);

    expect(ids((await client(env.url).get('/api/search?q=glassw')).json)).toEqual([featured.id]);
    expect(ids((await client(env.url).get('/api/search?q=QUIET%20orch')).json)).toEqual([plain.id]);
    expect((await client(env.url).get('/api/search?q=%20%20')).json).toEqual([]);
    expect((await client(env.url).get('/api/search')).json).toEqual([]);
    expect((await client(env.url).get(`/api/search?q=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('builds the whole-catalogue list once per change: gzipped, with an ETag, fresh after an edit', async () => {
    await addFilm({ title: 'Cache Warmer' });
    const first = await fetch(`${env.url}/api/videos`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const films = (await first.json()) as { id: string }[];

    const again = await fetch(`${env.url}/api/videos`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const added = await addFilm({ title: 'Cache Breaker' });
    const after = await client(env.url).get('/api/videos');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.json.map((film: { id: string }) => film.id)).toEqual([added.id, ...films.map((film) => film.id)]);
  });

  it('keeps a search reply until the catalogue changes', async () => {
    const word = `Zephyr${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const first = await fetch(`${env.url}/api/search?q=${word}`);
    expect(await first.json()).toEqual([]);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${env.url}/api/search?q=${word}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const added = await addFilm({ title: `The ${word} Affair` });
    const after = await client(env.url).get(`/api/search?q=${word}`);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.json.map((film: { id: string }) => film.id)).toEqual([added.id]);
  });

  it("answers the apps' shared queries by GET from the cache, with no member, fresh after an edit", async () => {
    const member = client(env.url);
    await member.post('/api/auth/signup', {
      email: `shared-${randomUUID()}@example.com`,
      password: 'lantern-river-1',
      firstName: 'S',
      lastName: 'H',
    });
    const query = '{ homeRows(first: 2) { rows { id videos(first: 3) { videos { id title } } } } me { id } }';
    const url = `/graphql?operationName=HomeRouteQuery&query=${encodeURIComponent(`query HomeRouteQuery ${query}`)}`;
    const first = await member.get(url);
    expect(first.status).toBe(200);
    expect(first.json.data.me).toBeNull();
    const etag = first.headers.get('etag');
    const again = await fetch(`${env.url}${url}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const added = await addFilm({ title: 'Shared Fresh', category: 'trending' });
    const after = await member.get(url);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(JSON.stringify(after.json)).toContain(added.id);

    const other = `/graphql?operationName=Private&query=${encodeURIComponent('query Private { me { id } }')}`;
    expect((await member.get(other)).status).not.toBe(200);
  });

  it('pages the list with limit and cursor, naming the next page in X-Next-Cursor', async () => {
    for (let index = 0; index < 3; index += 1) await addFilm();
    const all = (await client(env.url).get('/api/videos')).json.map((film: { id: string }) => film.id);
    const first = await client(env.url).get('/api/videos?limit=2');
    expect(first.json.map((film: { id: string }) => film.id)).toEqual(all.slice(0, 2));
    const cursor = first.headers.get('x-next-cursor');
    const second = await client(env.url).get(`/api/videos?limit=2&cursor=${encodeURIComponent(cursor!)}`);
    expect(second.json.map((film: { id: string }) => film.id)).toEqual(all.slice(2, 4));
    for (const bad of ['limit=0', 'limit=101', 'limit=two']) {
      const refused = await client(env.url).get(`/api/videos?${bad}`);
      expect([refused.status, refused.json]).toEqual([400, { message: 'limit must be a number from 1 to 100' }]);
    }
    expect((await client(env.url).get('/api/videos?limit=2&cursor=forged')).json).toEqual({
      message: 'Invalid cursor',
    });
  });

  it('answers an unknown or malformed id with a 404 message', async () => {
    for (const id of [randomUUID(), 'not-an-id', '%24gt']) {
      const response = await client(env.url).get(`/api/videos/${id}`);
      expect([response.status, response.json]).toEqual([404, { message: 'Video not found' }]);
    }
  });
});

describe('signed-out visitors', () => {
  const signedUp = async () => {
    const member = client(env.url);
    const email = `visitor-${randomUUID()}@example.com`;
    await member.post('/api/auth/signup', { email, password: 'visitor-test-1', firstName: 'Vi', lastName: 'Sitor' });
    return member;
  };

  it('are shown no video host id and no film above 13+, by REST and GraphQL, where a member sees both', async () => {
    const word = `Velloran${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const open = await addFilm({ title: `${word} Open`, maturityRating: '13+' });
    const late = await addFilm({ title: `${word} Late`, maturityRating: '16+' });
    const visitor = client(env.url);
    const withoutHost = { ...open, youtubeId: '', thumbnailUrl: '' };

    expect((await visitor.get(`/api/videos/${open.id}`)).json).toEqual(withoutHost);
    expect((await visitor.get(`/api/videos/${late.id}`)).status).toBe(404);
    await eventually(async () => {
      const found = (await visitor.get(`/api/search?q=${word}`)).json;
      expect(found).toEqual([{ kind: 'film', ...withoutHost }]);
    });
    const every = (await visitor.get('/api/videos')).json as { id: string; youtubeId: string; thumbnailUrl: string }[];
    expect(every.map((film) => film.id)).toContain(open.id);
    expect(every.map((film) => film.id)).not.toContain(late.id);
    expect(every.filter((film) => film.youtubeId !== '' || film.thumbnailUrl !== '')).toEqual([]);
    const asked = await visitor.graphql(
      `query { open: video(id: "${open.id}") { youtubeId thumbnailUrl } late: video(id: "${late.id}") { id } }`,
    );
    expect(asked.json.data).toEqual({ open: { youtubeId: '', thumbnailUrl: '' }, late: null });

    const member = await signedUp();
    expect((await member.get(`/api/videos/${late.id}`)).json).toEqual(late);
    expect((await member.get(`/api/search?q=${word}`)).json).toHaveLength(2);
    const seen = await member.graphql(`query { video(id: "${open.id}") { youtubeId thumbnailUrl } }`);
    expect(seen.json.data.video).toEqual({ youtubeId: open.youtubeId, thumbnailUrl: open.thumbnailUrl });
  });

  it("are shown a series' facts and episodes without where they play", async () => {
    const created = await admin.post('/api/admin/series', {
      title: `Lantern Row ${randomUUID().slice(0, 6)}`,
      description: 'Every window on the row keeps a lamp lit',
      genre: 'Drama',
      maturityRating: '7+',
      seasons: [{ episodes: [{ title: 'Dusk', youtubeId: 'ccccccccccc', duration: '40m' }] }],
    });
    const visitor = client(env.url);

    const shown = await visitor.get(`/api/series/${created.json.id}`);
    expect(shown.json).toMatchObject({ title: created.json.title, artworkUrl: '' });
    expect(shown.json.seasons[0].episodes[0]).toMatchObject({ title: 'Dusk', youtubeId: '', thumbnailUrl: '' });
    const member = await signedUp();
    expect((await member.get(`/api/series/${created.json.id}`)).json).toEqual(created.json);
  });
});

describe('series paths', () => {
  const aSeries = (overrides: Record<string, unknown> = {}) => ({
    title: `Harbour Lights ${randomUUID().slice(0, 6)}`,
    description: 'A harbour town keeps one light on for every ship at sea',
    genre: 'Drama',
    maturityRating: '13+',
    seasons: [
      {
        episodes: [
          { title: 'First Light', youtubeId: 'https://youtu.be/dQw4w9WgXcQ', duration: '42m' },
          { title: 'Fog', youtubeId: 'aaaaaaaaaaa', synopsis: 'The light goes out.' },
        ],
      },
      { episodes: [{ title: 'Return', youtubeId: 'bbbbbbbbbbb' }] },
    ],
    ...overrides,
  });

  it('adds a series whole, serves it by id and in its genre, and refuses bad input with the form messages', async () => {
    const created = await admin.post('/api/admin/series', aSeries());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      kind: 'series',
      artworkUrl: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      customArtwork: false,
      seasonCount: 2,
      episodeCount: 3,
      seasons: [
        {
          number: 1,
          episodes: [{ number: 1, title: 'First Light', youtubeId: 'dQw4w9WgXcQ', duration: '42m' }, { number: 2 }],
        },
        { number: 2, episodes: [{ number: 1, title: 'Return' }] },
      ],
    });
    const visitor = client(env.url);
    expect((await admin.get(`/api/series/${created.json.id}`)).json).toEqual(created.json);
    const dramas = await visitor.get('/api/series?genre=Drama&limit=100');
    expect(dramas.json.map((one: { id: string }) => one.id)).toContain(created.json.id);
    expect(dramas.json[0]).not.toHaveProperty('seasons');
    expect((await visitor.get('/api/series?genre=Jazz')).json.message).toMatch(/^genre must be one of/);

    const refused = await admin.post(
      '/api/admin/series',
      aSeries({ seasons: [{ episodes: [{ title: 'X', youtubeId: 'not a link/' }] }] }),
    );
    expect(refused).toMatchObject({ status: 400, json: { message: 'YouTube link must be a YouTube URL or video ID' } });
    const member = client(env.url);
    await member.post('/api/auth/signup', {
      email: `series-${randomUUID()}@example.com`,
      password: 'series-member-1',
      firstName: 'Series',
      lastName: 'Member',
    });
    expect((await member.post('/api/admin/series', aSeries())).status).toBe(403);
  });

  it('is found by search, first and marked as a series, and a kept search reply follows it', async () => {
    const word = `Quillon${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const film = (
      await admin.post('/api/admin/videos', {
        title: `The ${word} Files`,
        youtubeId: 'dQw4w9WgXcQ',
        genre: 'Drama',
        category: 'new',
      })
    ).json;
    const before = await client(env.url).get(`/api/search?q=${word}`);
    expect(before.json.map((found: { kind: string; id: string }) => [found.kind, found.id])).toEqual([
      ['film', film.id],
    ]);

    const { json: created } = await admin.post('/api/admin/series', aSeries({ title: `${word} Nights` }));
    await eventually(async () => {
      const after = await client(env.url).get(`/api/search?q=${word.toLowerCase()}`);
      expect(after.json.map((found: { kind: string; id: string }) => [found.kind, found.id])).toEqual([
        ['series', created.id],
        ['film', film.id],
      ]);
      expect(after.json[0]).not.toHaveProperty('seasons');
      expect(after.json[0]).toMatchObject({ title: `${word} Nights`, seasonCount: 2, episodeCount: 3 });
    });
    // The reply kept for the first spelling is not served again once the series exists.
    expect((await client(env.url).get(`/api/search?q=${word}`)).json).toHaveLength(2);
  });

  it('puts a new series in the TV Shows row and search within seconds, and hides it from a Kids profile once rated 16+', async () => {
    const { json: created } = await admin.post('/api/admin/series', aSeries({ maturityRating: 'All' }));
    const household = client(env.url);
    const email = `kids-${randomUUID()}@example.com`;
    await household.post('/api/auth/signup', { email, password: 'lantern-river-1', firstName: 'K', lastName: 'Ids' });
    const kid = (await household.post('/api/profiles', { name: 'Pip', isKids: true })).json;
    expect((await household.post(`/api/profiles/${kid.id}/switch`, {})).status).toBe(200);
    const shows = async () => {
      const { rows } = (await household.graphql('{ homeRows(first: 2) { rows { id series { id } } } }')).json.data
        .homeRows;
      return rows.find((row: { id: string }) => row.id === 'series')?.series.map((one: { id: string }) => one.id) ?? [];
    };
    const found = async () =>
      (await household.get(`/api/search?q=${encodeURIComponent(created.title)}`)).json.map(
        (one: { id: string }) => one.id,
      );
    await eventually(async () => {
      expect(await shows()).toContain(created.id);
      expect(await found()).toContain(created.id);
    });

    const raised = await admin.request(
      'PUT',
      `/api/admin/series/${created.id}`,
      aSeries({ title: created.title, maturityRating: '16+' }),
    );
    expect(raised.status).toBe(200);
    await eventually(async () => {
      expect(await shows()).not.toContain(created.id);
      expect(await found()).not.toContain(created.id);
    });
    expect((await household.get(`/api/series/${created.id}`)).status).toBe(404);
  });

  it('changes a series keeping its episode ids, and deletes it for good', async () => {
    const { json: created } = await admin.post('/api/admin/series', aSeries());
    const [firstLight, fog] = created.seasons[0].episodes;
    const reordered = aSeries({
      title: 'Harbour Lights: Reordered',
      seasons: [{ episodes: [{ ...fog, youtubeId: fog.youtubeId }, { ...firstLight }] }],
    });
    const edited = await admin.request('PUT', `/api/admin/series/${created.id}`, reordered);
    expect(edited.status).toBe(200);
    expect(edited.json.seasons[0].episodes.map((e: { id: string }) => e.id)).toEqual([fog.id, firstLight.id]);
    expect(edited.json).toMatchObject({ title: 'Harbour Lights: Reordered', seasonCount: 1 });

    expect((await admin.request('DELETE', `/api/admin/series/${created.id}`)).status).toBe(204);
    expect((await client(env.url).get(`/api/series/${created.id}`)).json).toEqual({ message: 'Series not found' });
    expect((await admin.request('DELETE', `/api/admin/series/${created.id}`)).status).toBe(404);
    expect((await admin.request('PUT', `/api/admin/series/${created.id}`, aSeries())).status).toBe(404);
  });
});
