import { randomUUID } from 'node:crypto';
import { eventually } from '@cinevia/harness';
import { ADMIN_PASSWORD, client, FILM_REQUEST, useTestStack } from './stack';

const env = useTestStack();

const request = FILM_REQUEST;

async function member() {
  const browser = client(env().url);
  const email = `patron-${randomUUID()}@example.com`;
  await browser.post('/api/auth/signup', { email, password: 'lantern-river-1', firstName: 'Pat', lastName: 'Ron' });
  return Object.assign(browser, { email });
}

/** A film payment the member has paid with the simulated provider: its intent id. */
async function paidFilmFee(browser: ReturnType<typeof client>, cardNumber = '4242424242424242') {
  const { clientSecret } = (
    await browser.post('/api/create-payment-intent', { amount: 100, description: `Film Creation: ${request.title}` })
  ).json;
  await browser.post('/api/payments/simulated/confirm', { clientSecret, cardNumber, expiry: '12/34', cvc: '123' });
  return (clientSecret as string).split('_secret_')[0]!;
}

describe('POST /api/film-requests', () => {
  it('saves a request paid with a $100 film payment, once', async () => {
    const browser = await member();
    const stripePaymentIntentId = await paidFilmFee(browser);
    const saved = await browser.post('/api/film-requests', { ...request, stripePaymentIntentId });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      id: stripePaymentIntentId,
      status: 'submitted',
      title: 'The Lighthouse Keeper',
      genre: 'drama',
    });
    expect((await browser.post('/api/film-requests', { ...request, stripePaymentIntentId })).json.id).toBe(
      stripePaymentIntentId,
    );
    const own = (await browser.graphql('{ me { filmRequests { id status } } }')).json.data.me.filmRequests;
    expect(own).toEqual([{ id: stripePaymentIntentId, status: 'submitted' }]);
  });

  it('refuses a forged, unpaid or non-film payment with 402 and saves nothing', async () => {
    const browser = await member();
    const forged = await browser.post('/api/film-requests', { ...request, stripePaymentIntentId: 'pi_made_up' });
    expect(forged.status).toBe(402);
    const declined = await browser.post('/api/film-requests', {
      ...request,
      stripePaymentIntentId: await paidFilmFee(browser, '4000000000000002'),
    });
    expect([declined.status, declined.json]).toEqual([402, { message: 'The payment has not gone through yet.' }]);
    const { clientSecret } = (await browser.post('/api/get-or-create-subscription')).json;
    await browser.post('/api/payments/simulated/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    const subscriptionPayment = await browser.post('/api/film-requests', {
      ...request,
      stripePaymentIntentId: clientSecret.split('_secret_')[0],
    });
    expect(subscriptionPayment.status).toBe(402);
    expect((await browser.graphql('{ me { filmRequests { id } } }')).json.data.me.filmRequests).toEqual([]);
  });

  it("keeps the account's requests and payments from its Kids profile", async () => {
    const browser = await member();
    await browser.post('/api/film-requests', { ...request, stripePaymentIntentId: await paidFilmFee(browser) });
    const kids = (await browser.post('/api/profiles', { name: 'Pip', isKids: true, avatar: 'sunrise' })).json;
    expect((await browser.post(`/api/profiles/${kids.id}/switch`, {})).status).toBe(200);
    const asKids = (await browser.graphql('{ me { filmRequests { id } } }')).json;
    expect(asKids.data.me.filmRequests).toBeNull();
    expect(asKids.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await browser.get('/api/my-films')).status).toBe(403);
  });

  it("refuses another member's payment: 409 once it has paid for a request", async () => {
    const owner = await member();
    const stripePaymentIntentId = await paidFilmFee(owner);
    const stranger = await member();
    expect((await stranger.post('/api/film-requests', { ...request, stripePaymentIntentId })).status).toBe(402);
    await owner.post('/api/film-requests', { ...request, stripePaymentIntentId });
    const reused = await stranger.post('/api/film-requests', { ...request, stripePaymentIntentId });
    expect([reused.status, reused.json]).toEqual([
      409,
      { message: 'This payment has already paid for a film request.' },
    ]);
  });

  it('refuses an invalid field with its message, and a visitor', async () => {
    const browser = await member();
    const response = await browser.post('/api/film-requests', {
      ...request,
      plot: 'Too short',
      stripePaymentIntentId: 'pi_x',
    });
    expect([response.status, response.json]).toEqual([400, { message: 'Plot must be at least 20 characters' }]);
    expect(
      (await client(env().url).post('/api/film-requests', { ...request, stripePaymentIntentId: 'pi_x' })).status,
    ).toBe(401);
  });
});

describe('the administrator and film requests', () => {
  it('lists requests with the member and moves them through production', async () => {
    const browser = await member();
    const id = await paidFilmFee(browser);
    await browser.post('/api/film-requests', { ...request, stripePaymentIntentId: id });
    const admin = client(env().url);
    expect((await admin.get('/api/admin/film-requests')).status).toBe(401);
    expect((await browser.get('/api/admin/film-requests')).status).toBe(403);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });

    const listed = (await admin.get('/api/admin/film-requests')).json;
    expect(listed[0]).toMatchObject({ id, status: 'submitted', member: { email: browser.email } });
    expect((await admin.request('PUT', `/api/admin/film-requests/${id}/status`, { status: 'delivered' })).status).toBe(
      409,
    );
    expect(
      (await admin.request('PUT', `/api/admin/film-requests/${id}/status`, { status: 'in_production' })).json.status,
    ).toBe('in_production');
    expect(
      (await admin.request('PUT', `/api/admin/film-requests/${id}/status`, { status: 'delivered' })).json.status,
    ).toBe('delivered');
    expect((await browser.graphql('{ me { filmRequests { status } } }')).json.data.me.filmRequests).toEqual([
      { status: 'delivered' },
    ]);
  });

  it('pages the list newest first with limit and cursor, naming the next page in X-Next-Cursor', async () => {
    const browser = await member();
    const titles = ['Page One', 'Page Two', 'Page Three'];
    for (const title of titles) {
      const stripePaymentIntentId = await paidFilmFee(browser);
      expect((await browser.post('/api/film-requests', { ...request, title, stripePaymentIntentId })).status).toBe(201);
    }
    const admin = client(env().url);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });

    const first = await admin.get('/api/admin/film-requests?limit=2');
    expect(first.json.map((listed: { title: string }) => listed.title)).toEqual(['Page Three', 'Page Two']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toEqual(expect.any(String));
    const next = await admin.get(`/api/admin/film-requests?limit=2&cursor=${encodeURIComponent(cursor!)}`);
    expect(next.json[0]).toMatchObject({ title: 'Page One', member: { email: browser.email } });

    const everything = await admin.get('/api/admin/film-requests');
    expect(everything.json.slice(0, 3).map((listed: { title: string }) => listed.title)).toEqual(titles.reverse());
    expect(everything.headers.get('x-next-cursor')).toBeNull();

    for (const query of ['limit=0', 'limit=101', 'limit=ten']) {
      const refused = await admin.get(`/api/admin/film-requests?${query}`);
      expect([refused.status, refused.json]).toEqual([
        400,
        { message: 'Page size must be a whole number from 1 to 100' },
      ]);
    }
    const forged = await admin.get('/api/admin/film-requests?cursor=forged');
    expect([forged.status, forged.json]).toEqual([400, { message: 'Invalid cursor' }]);
  });
});

describe('delivering a commissioned film', () => {
  /** A request of a new member that the administrator has put in production. */
  async function inProduction() {
    const owner = await member();
    const id = await paidFilmFee(owner);
    await owner.post('/api/film-requests', { ...request, stripePaymentIntentId: id });
    const admin = client(env().url);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
    await admin.request('PUT', `/api/admin/film-requests/${id}/status`, { status: 'in_production' });
    return { owner, admin, id };
  }
  const delivery = (title: string) => ({
    title,
    description: 'Made for Pat alone.',
    youtubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    duration: '1h 32m',
    genre: 'Drama',
    maturityRating: '13+',
  });
  const ids = (films: { id: string }[]) => films.map((film) => film.id);

  it("makes a film the member's account alone finds, by id and among its films, played like any other", async () => {
    const { owner, admin, id } = await inProduction();
    const title = `Made for Pat ${randomUUID().slice(0, 8)}`;
    const delivered = await admin.post(`/api/admin/film-requests/${id}/deliver`, delivery(title));
    expect(delivered.status).toBe(200);
    expect(delivered.json).toMatchObject({
      id,
      status: 'delivered',
      film: { title, youtubeId: 'dQw4w9WgXcQ', duration: '1h 32m', maturityRating: '13+', isFeatured: false },
    });
    const filmId: string = delivered.json.film.id;

    await eventually(async () => expect((await owner.get(`/api/videos/${filmId}`)).json).toMatchObject({ title }));
    const mine = (
      await owner.graphql('{ me { commissionedFilms { id } filmRequests { id status film { id title } } } }')
    ).json.data.me;
    expect(mine.commissionedFilms).toEqual([{ id: filmId }]);
    expect(mine.filmRequests).toEqual([{ id, status: 'delivered', film: { id: filmId, title } }]);
    expect((await owner.get('/api/my-films')).json).toEqual([
      expect.objectContaining({
        id,
        status: 'delivered',
        title: request.title,
        film: expect.objectContaining({ id: filmId, title }),
      }),
    ]);
    await eventually(async () =>
      expect((await owner.post('/api/watch-progress', { videoId: filmId, progress: 60, duration: 5520 })).status).toBe(
        200,
      ),
    );
    await eventually(async () =>
      expect((await owner.graphql('{ me { continueWatching { videoId video { title } } } }')).json.data.me).toEqual({
        continueWatching: [{ videoId: filmId, video: { title } }],
      }),
    );

    // Nobody else: not by id, nor a visitor; and in nobody's lists or search, its owner's neither.
    const stranger = await member();
    expect((await stranger.get(`/api/videos/${filmId}`)).status).toBe(404);
    expect((await stranger.get('/api/my-films')).json).toEqual([]);
    expect((await stranger.graphql(`{ video(id: "${filmId}") { id } }`)).json.data.video).toBeNull();
    expect((await client(env().url).get(`/api/videos/${filmId}`)).status).toBe(404);
    expect((await stranger.post('/api/watch-progress', { videoId: filmId, progress: 1, duration: 10 })).status).toBe(
      404,
    );
    for (const browser of [owner, stranger]) {
      expect(ids((await browser.get('/api/videos')).json)).not.toContain(filmId);
      expect(ids((await browser.get(`/api/search?q=${encodeURIComponent(title)}`)).json)).not.toContain(filmId);
    }

    // Delivered again with a corrected link: the same film for the member, their progress kept.
    const again = await admin.post(`/api/admin/film-requests/${id}/deliver`, {
      ...delivery(title),
      youtubeId: 'aqz-KE-bpKQ',
    });
    expect(again.json.film.id).toBe(filmId);
    await eventually(async () => expect((await owner.get(`/api/videos/${filmId}`)).json.youtubeId).toBe('aqz-KE-bpKQ'));
    expect((await owner.get('/api/watch-progress')).json).toEqual([expect.objectContaining({ videoId: filmId })]);
  });

  it('refuses a request not in production, an invalid film, and anyone but the administrator', async () => {
    const owner = await member();
    const id = await paidFilmFee(owner);
    await owner.post('/api/film-requests', { ...request, stripePaymentIntentId: id });
    const admin = client(env().url);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
    const early = await admin.post(`/api/admin/film-requests/${id}/deliver`, delivery('Too Soon'));
    expect([early.status, early.json]).toEqual([409, { message: 'A submitted request cannot be delivered.' }]);
    const invalid = await admin.post(`/api/admin/film-requests/${id}/deliver`, {
      ...delivery('Bad Link'),
      youtubeId: 'not a link',
    });
    expect([invalid.status, invalid.json]).toEqual([
      400,
      { message: 'YouTube link must be a YouTube URL or video ID' },
    ]);
    expect((await owner.post(`/api/admin/film-requests/${id}/deliver`, delivery('Mine'))).status).toBe(403);
    expect((await admin.post(`/api/admin/film-requests/${randomUUID()}/deliver`, delivery('None'))).status).toBe(404);
  });

  it("never carries one account's film into another's answers, under both visiting at once", async () => {
    const { owner, admin, id } = await inProduction();
    const title = `Kept Apart ${randomUUID().slice(0, 8)}`;
    const filmId: string = (await admin.post(`/api/admin/film-requests/${id}/deliver`, delivery(title))).json.film.id;
    await eventually(async () => expect((await owner.get(`/api/videos/${filmId}`)).status).toBe(200));
    const stranger = await member();
    const home = `{ homeRows(first: 4) { rows { videos(first: 20) { videos { id } } } } video(id: "${filmId}") { id } }`;
    // The home page's shared query, answered from the gateway's kept replies whoever asks.
    const shared = `/graphql?operationName=HomeRouteQuery&query=${encodeURIComponent(`query HomeRouteQuery ${home}`)}`;
    for (let round = 0; round < 10; round += 1) {
      const [ownerFilm, strangerFilm, ownerHome, strangerHome, ownerShared, strangerShared, strangerList] =
        await Promise.all([
          owner.get(`/api/videos/${filmId}`),
          stranger.get(`/api/videos/${filmId}`),
          owner.graphql(home),
          stranger.graphql(home),
          owner.get(shared),
          stranger.get(shared),
          stranger.get('/api/videos'),
        ]);
      expect([ownerFilm.status, strangerFilm.status]).toEqual([200, 404]);
      expect(ownerHome.json.data.video).toEqual({ id: filmId });
      expect(JSON.stringify(ownerHome.json.data.homeRows)).not.toContain(filmId);
      for (const answer of [strangerHome, ownerShared, strangerShared]) expect(answer.text).not.toContain(filmId);
      expect(ids(strangerList.json)).not.toContain(filmId);
    }
  });
});
