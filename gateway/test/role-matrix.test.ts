/**
 * The role matrix: every REST operation the gateway documents (read from the running gateway's
 * /api/openapi.json, generated from the route table) and every root field of the composed supergraph
 * (read by introspection), each tried by five callers. A path or field without a rule below fails the
 * first test, so a new one cannot slip in without a decision about who may call it.
 */
import { randomUUID } from 'node:crypto';
import { eventually } from '@cinevia/harness';
import { ADMIN_PASSWORD, FILM_REQUEST, startTestStack, type TestStack } from './stack';

const CALLERS = ['anonymous', 'member', 'subscriber', 'admin', 'memberAdmin'] as const;
type Caller = (typeof CALLERS)[number];
type Channel = 'rest' | 'graphql';

/**
 * Who may call. 'anyone'; 'member': a viewer session (the admin session alone is not one);
 * 'premium': a subscribed member (My List); 'admin': the administrator's session (a member is
 * refused with 403); 'admin-session': the same, but every other caller is told 401 (the portal's
 * verify call); 'member-or-null': anyone, and only a member gets something (`me`, `viewer`);
 * 'rest-only': nobody on /graphql, only the gateway's own REST layer (session ids, Stripe webhooks).
 */
type Who = 'anyone' | 'member' | 'premium' | 'admin' | 'admin-session' | 'member-or-null' | 'rest-only';
/** 'ok': allowed (2xx, 3xx or a validation 4xx, never 401/402/403); 'null'/'value': allowed, and the field is null/not. */
type Outcome = 'ok' | 'null' | 'value' | 401 | 402 | 403;

const EXPECTED: Record<Who, Record<Caller, Outcome>> = {
  anyone: { anonymous: 'ok', member: 'ok', subscriber: 'ok', admin: 'ok', memberAdmin: 'ok' },
  member: { anonymous: 401, member: 'ok', subscriber: 'ok', admin: 401, memberAdmin: 'ok' },
  premium: { anonymous: 401, member: 402, subscriber: 'ok', admin: 401, memberAdmin: 402 },
  admin: { anonymous: 401, member: 403, subscriber: 403, admin: 'ok', memberAdmin: 'ok' },
  'admin-session': { anonymous: 401, member: 401, subscriber: 401, admin: 'ok', memberAdmin: 'ok' },
  'member-or-null': { anonymous: 'null', member: 'value', subscriber: 'value', admin: 'null', memberAdmin: 'value' },
  'rest-only': { anonymous: 403, member: 403, subscriber: 403, admin: 403, memberAdmin: 403 },
};
const AUTH_CODES: Record<401 | 402 | 403, string> = {
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
};

/**
 * When a cell runs: 0 first (all concurrently), then 1 (subscription changes, which must not race
 * the My List cells), then 2 (whatever ends the caller's sessions).
 */
type Phase = 0 | 1 | 2;

/** What the setup prepared for the requests to be real ones. */
interface Fixtures {
  /** A film every service knows. */
  videoId: string;
  /** A film per DELETE cell, so an allowed delete has something to delete. */
  throwaway: Record<`${Caller}:${Channel}`, string>;
  /** A series, and one per DELETE cell of the series. */
  seriesId: string;
  throwawaySeries: Record<`${Caller}:${Channel}`, string>;
  filmRequestId: string;
  /** Each caller's own succeeded film payment (for the denied callers: a spare member's, unused). */
  paidIntent: Record<Caller, string>;
  /** Each caller's own unconfirmed film payment, one per channel (denied callers: a spare member's). */
  openSecret: Record<`${Caller}:${Channel}`, string>;
  /** A member any caller may sign in as. */
  spare: { email: string; password: string };
}

interface RestRule {
  who: Who;
  phase?: Phase;
  /** The concrete path (with its parameters and query) and body; default: the documented path, no body. */
  send?: (f: Fixtures, caller: Caller) => { path?: string; body?: unknown; headers?: Record<string, string> };
}
interface FieldRule {
  who: Who;
  phase?: Phase;
  variables?: (f: Fixtures, caller: Caller) => Record<string, unknown>;
}

const PASSWORD = 'role-matrix-1';
const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
/** The film the studio made for a request. */
const DELIVERY = { title: 'Delivered', youtubeId: 'dQw4w9WgXcQ', genre: 'Drama', maturityRating: '13+' };
const FILM_FEE = { amount: 100, description: 'Film Creation: Role Matrix' };
const A_FILM = {
  title: 'Role Matrix',
  description: 'Who may do what',
  youtubeId: 'dQw4w9WgXcQ',
  duration: '1h 30m',
  year: 2025,
  rating: '8.5',
  genre: 'Sci-Fi',
  category: 'trending',
  isFeatured: false,
};
const A_SERIES = {
  title: 'Role Matrix: The Series',
  genre: 'Sci-Fi',
  maturityRating: '13+',
  seasons: [{ episodes: [{ title: 'Pilot', youtubeId: 'dQw4w9WgXcQ' }] }],
};
/** A well-formed link token that no link was issued with. */
const NO_LINK = 'A'.repeat(43);
const newAccount = () => ({
  email: `role-${randomUUID()}@example.com`,
  password: PASSWORD,
  firstName: 'Role',
  lastName: 'Matrix',
});

/** Every REST operation of /api/openapi.json, as `METHOD /path/{param}`. */
const REST_RULES: Record<string, RestRule> = {
  'GET /api/auth/user': { who: 'member' },
  'POST /api/auth/signup': { who: 'anyone', send: () => ({ body: newAccount() }) },
  'POST /api/auth/login': { who: 'anyone', phase: 2, send: (f) => ({ body: f.spare }) },
  'POST /api/auth/logout': { who: 'anyone', phase: 2 },
  'GET /api/login': { who: 'anyone' },
  'POST /api/admin/auth': { who: 'anyone', send: () => ({ body: { password: ADMIN_PASSWORD } }) },
  // The portal's check: any failure is a 401 (docs/api.md), a member's included.
  'GET /api/admin/verify': { who: 'admin-session' },
  'POST /api/admin/logout': { who: 'anyone', phase: 2 },
  'GET /api/admin/sessions': { who: 'admin' },
  // A device of nobody's: the administrator is told 404, never 401 or 403.
  'DELETE /api/admin/sessions/{id}': { who: 'admin', send: () => ({ path: `/api/admin/sessions/${randomUUID()}` }) },
  // Ends the admin sessions the other callers opened (POST /api/admin/auth): after those are used.
  'DELETE /api/admin/sessions': { who: 'admin', phase: 1 },
  'PUT /api/account/profile': { who: 'member', send: () => ({ body: { firstName: 'Role', lastName: 'Matrix' } }) },
  'POST /api/account/password': {
    who: 'member',
    send: () => ({ body: { currentPassword: PASSWORD, newPassword: PASSWORD } }),
  },
  'GET /api/account/export': { who: 'member' },
  'GET /api/profiles': { who: 'member' },
  'POST /api/profiles': { who: 'member', send: () => ({ body: { name: `P ${randomUUID().slice(0, 8)}` } }) },
  // A profile of nobody's: a member is told 404, never 401 or 403.
  'PUT /api/profiles/{id}': {
    who: 'member',
    send: () => ({ path: `/api/profiles/${randomUUID()}`, body: { name: 'P' } }),
  },
  'DELETE /api/profiles/{id}': { who: 'member', send: () => ({ path: `/api/profiles/${randomUUID()}` }) },
  'POST /api/profiles/{id}/switch': { who: 'member', send: () => ({ path: `/api/profiles/${randomUUID()}/switch` }) },
  'PUT /api/profiles/{id}/lock': {
    who: 'member',
    send: () => ({ path: `/api/profiles/${randomUUID()}/lock`, body: { password: PASSWORD, code: '1234' } }),
  },
  'POST /api/auth/forgot-password': { who: 'anyone', send: (f) => ({ body: { email: f.spare.email } }) },
  // A token no link carries: the answer is a 400 for anyone, never a 401 or 403.
  'POST /api/auth/reset-password': { who: 'anyone', send: () => ({ body: { token: NO_LINK, password: PASSWORD } }) },
  'GET /api/account/email': { who: 'member' },
  'GET /api/sessions': { who: 'member' },
  // A device of nobody's: a member is told 404, never 401 or 403.
  'DELETE /api/sessions/{id}': { who: 'member', send: () => ({ path: `/api/sessions/${randomUUID()}` }) },
  'DELETE /api/sessions': { who: 'member' },
  'POST /api/account/verification': { who: 'member' },
  'POST /api/account/verify-email': { who: 'anyone', send: () => ({ body: { token: NO_LINK } }) },
  'POST /api/account/email': {
    who: 'member',
    send: () => ({ body: { newEmail: `role-${randomUUID()}@example.com`, password: PASSWORD } }),
  },
  'POST /api/account/email/confirm': { who: 'anyone', send: () => ({ body: { token: NO_LINK } }) },
  'GET /api/videos': { who: 'anyone' },
  'GET /api/videos/featured': { who: 'anyone' },
  'GET /api/videos/category/{category}': { who: 'anyone', send: () => ({ path: '/api/videos/category/trending' }) },
  'GET /api/videos/{id}': { who: 'anyone', send: (f) => ({ path: `/api/videos/${f.videoId}` }) },
  'GET /api/search': { who: 'anyone', send: () => ({ path: '/api/search?q=role' }) },
  'POST /api/admin/videos': { who: 'admin', send: () => ({ body: A_FILM }) },
  'PUT /api/admin/videos/{id}': {
    who: 'admin',
    send: (f) => ({ path: `/api/admin/videos/${f.videoId}`, body: A_FILM }),
  },
  'DELETE /api/admin/videos/{id}': {
    who: 'admin',
    send: (f, caller) => ({ path: `/api/admin/videos/${f.throwaway[`${caller}:rest`]}` }),
  },
  'GET /api/series': { who: 'anyone', send: () => ({ path: '/api/series?genre=Sci-Fi&limit=1' }) },
  'GET /api/series/{id}': { who: 'anyone', send: (f) => ({ path: `/api/series/${f.seriesId}` }) },
  'GET /api/series/{id}/next': { who: 'anyone', send: (f) => ({ path: `/api/series/${f.seriesId}/next` }) },
  'POST /api/admin/series': { who: 'admin', send: () => ({ body: A_SERIES }) },
  'PUT /api/admin/series/{id}': {
    who: 'admin',
    send: (f) => ({ path: `/api/admin/series/${f.seriesId}`, body: A_SERIES }),
  },
  'DELETE /api/admin/series/{id}': {
    who: 'admin',
    send: (f, caller) => ({ path: `/api/admin/series/${f.throwawaySeries[`${caller}:rest`]}` }),
  },
  'POST /api/get-or-create-subscription': { who: 'member' },
  'POST /api/create-payment-intent': { who: 'member', send: () => ({ body: FILM_FEE }) },
  'POST /api/payments/simulated/confirm': {
    who: 'member',
    send: (f, caller) => ({ body: { clientSecret: f.openSecret[`${caller}:rest`], ...CARD } }),
  },
  'POST /api/subscription/cancel': { who: 'member', phase: 1 },
  'POST /api/subscription/resume': { who: 'member', phase: 1 },
  // Believed only with Stripe's signature: anyone may knock, nobody gets in without it (400).
  'POST /api/webhooks/stripe': {
    who: 'anyone',
    send: () => ({
      body: { id: 'evt_role_matrix', type: 'invoice.paid' },
      headers: { 'stripe-signature': 't=1,v1=x' },
    }),
  },
  'GET /api/watch-progress': { who: 'member' },
  'GET /api/history': { who: 'member' },
  'GET /api/my-films': { who: 'member' },
  'DELETE /api/history/{videoId}': { who: 'member', send: (f) => ({ path: `/api/history/${f.videoId}` }) },
  'DELETE /api/history': { who: 'member' },
  'PUT /api/ratings/{videoId}': {
    who: 'member',
    send: (f) => ({ path: `/api/ratings/${f.videoId}`, body: { rating: 'up' } }),
  },
  'POST /api/watch-progress': {
    who: 'member',
    send: (f) => ({ body: { videoId: f.videoId, progress: 5, duration: 100 } }),
  },
  'GET /api/watchlist': { who: 'premium' },
  'POST /api/watchlist': { who: 'premium', send: (f) => ({ body: { videoId: f.videoId } }) },
  'DELETE /api/watchlist/{videoId}': { who: 'premium', send: (f) => ({ path: `/api/watchlist/${f.videoId}` }) },
  'POST /api/film-requests': {
    who: 'member',
    send: (f, caller) => ({ body: { ...FILM_REQUEST, stripePaymentIntentId: f.paidIntent[caller] } }),
  },
  'GET /api/admin/film-requests': { who: 'admin' },
  'GET /api/admin/insights': { who: 'admin', send: () => ({ path: '/api/admin/insights?days=1' }) },
  'POST /api/admin/film-requests/{id}/deliver': {
    who: 'admin',
    send: (f) => ({ path: `/api/admin/film-requests/${f.filmRequestId}/deliver`, body: DELIVERY }),
  },
  'PUT /api/admin/film-requests/{id}/status': {
    who: 'admin',
    send: (f) => ({ path: `/api/admin/film-requests/${f.filmRequestId}/status`, body: { status: 'in_production' } }),
  },
  'GET /api/speed-test': { who: 'anyone', send: () => ({ path: '/api/speed-test?bytes=1024' }) },
};

/** Every root field of the supergraph, as `Query.field` / `Mutation.field`. */
const FIELD_RULES: Record<string, FieldRule> = {
  // identity
  'Query.me': { who: 'member-or-null' },
  'Query.isAdmin': { who: 'anyone' },
  'Mutation.signUp': { who: 'rest-only', variables: () => ({ input: newAccount() }) },
  'Mutation.logIn': { who: 'rest-only', variables: (f) => ({ input: f.spare }) },
  'Mutation.logOut': { who: 'anyone', phase: 2 },
  'Mutation.adminLogIn': { who: 'rest-only', variables: () => ({ password: ADMIN_PASSWORD }) },
  'Mutation.adminLogOut': { who: 'anyone', phase: 2 },
  'Query.adminSignedInDevices': { who: 'admin' },
  'Mutation.adminSignOutDevice': { who: 'admin', variables: () => ({ id: randomUUID() }) },
  'Mutation.adminSignOutOtherDevices': { who: 'admin', phase: 1 },
  'Mutation.updateProfile': { who: 'member', variables: () => ({ input: { firstName: 'Role', lastName: 'Matrix' } }) },
  'Query.currentProfile': { who: 'member-or-null' },
  'Query.signedInDevices': { who: 'member' },
  'Mutation.signOutDevice': { who: 'member', variables: () => ({ id: randomUUID() }) },
  'Mutation.signOutOtherDevices': { who: 'member' },
  'Mutation.addViewerProfile': {
    who: 'member',
    variables: () => ({ input: { name: `P ${randomUUID().slice(0, 8)}` } }),
  },
  'Mutation.updateViewerProfile': { who: 'member', variables: () => ({ id: randomUUID(), input: { name: 'P' } }) },
  'Mutation.deleteViewerProfile': { who: 'member', variables: () => ({ id: randomUUID() }) },
  'Mutation.switchViewerProfile': { who: 'member', variables: () => ({ id: randomUUID() }) },
  'Mutation.setViewerProfileLock': {
    who: 'member',
    variables: () => ({ id: randomUUID(), input: { password: PASSWORD, code: '1234' } }),
  },
  'Mutation.changePassword': {
    who: 'member',
    variables: () => ({ input: { currentPassword: PASSWORD, newPassword: PASSWORD } }),
  },
  // Mailed links: only through the REST paths, which the gateway's per-email and per-member limits guard.
  'Mutation.requestPasswordReset': { who: 'rest-only', variables: (f) => ({ email: f.spare.email }) },
  'Mutation.resetPassword': { who: 'rest-only', variables: () => ({ input: { token: NO_LINK, password: PASSWORD } }) },
  'Mutation.resendEmailVerification': { who: 'rest-only' },
  'Mutation.verifyEmail': { who: 'rest-only', variables: () => ({ token: NO_LINK }) },
  'Mutation.requestEmailChange': {
    who: 'rest-only',
    variables: () => ({ input: { newEmail: `role-${randomUUID()}@example.com`, password: PASSWORD } }),
  },
  'Mutation.confirmEmailChange': { who: 'rest-only', variables: () => ({ token: NO_LINK }) },
  // catalogue
  'Query.videos': { who: 'anyone', variables: () => ({ first: 1 }) },
  'Query.videoPage': { who: 'anyone', variables: () => ({ first: 1 }) },
  'Query.video': { who: 'anyone', variables: (f) => ({ id: f.videoId }) },
  'Query.featuredVideos': { who: 'anyone', variables: () => ({ first: 1 }) },
  'Query.videosByCategory': { who: 'anyone', variables: () => ({ category: 'trending' }) },
  'Query.searchVideos': { who: 'anyone', variables: () => ({ query: 'role', first: 1 }) },
  'Query.browseGenres': { who: 'anyone' },
  'Query.homeRows': { who: 'anyone', variables: () => ({ first: 1 }) },
  'Query.homeRow': { who: 'anyone', variables: () => ({ id: 'trending' }) },
  'Query.browseVideos': { who: 'anyone', variables: () => ({ filter: { kind: 'all' }, first: 1 }) },
  'Query.adminVideos': { who: 'admin', variables: () => ({ first: 1 }) },
  'Mutation.createVideo': { who: 'admin', variables: () => ({ input: A_FILM }) },
  'Mutation.updateVideo': { who: 'admin', variables: (f) => ({ id: f.videoId, input: A_FILM }) },
  'Mutation.deleteVideo': { who: 'admin', variables: (f, caller) => ({ id: f.throwaway[`${caller}:graphql`] }) },
  'Query.seriesPage': { who: 'anyone', variables: () => ({ first: 1 }) },
  'Query.series': { who: 'anyone', variables: (f) => ({ id: f.seriesId }) },
  'Query.seriesGenres': { who: 'anyone' },
  'Query.featuredSeries': { who: 'anyone' },
  'Query.searchSeries': { who: 'anyone', variables: () => ({ query: 'role', first: 1 }) },
  'Query.episode': { who: 'anyone', variables: (f) => ({ id: f.seriesId }) },
  'Query.adminSeries': { who: 'admin', variables: () => ({ first: 1 }) },
  'Query.adminSeriesById': { who: 'admin', variables: (f) => ({ id: f.seriesId }) },
  'Mutation.createSeries': { who: 'admin', variables: () => ({ input: A_SERIES }) },
  'Mutation.updateSeries': { who: 'admin', variables: (f) => ({ id: f.seriesId, input: A_SERIES }) },
  'Mutation.deleteSeries': {
    who: 'admin',
    variables: (f, caller) => ({ id: f.throwawaySeries[`${caller}:graphql`] }),
  },
  // billing
  'Query.paymentProvider': { who: 'anyone' },
  'Query.payment': { who: 'member', variables: (f, caller) => ({ id: f.paidIntent[caller] }) },
  'Mutation.getOrCreateSubscription': { who: 'member' },
  'Mutation.createFilmPaymentIntent': { who: 'member', variables: () => ({ description: FILM_FEE.description }) },
  'Mutation.confirmSimulatedPayment': {
    who: 'member',
    variables: (f, caller) => ({ input: { clientSecret: f.openSecret[`${caller}:graphql`], ...CARD } }),
  },
  'Mutation.cancelSubscription': { who: 'member', phase: 1 },
  'Mutation.resumeSubscription': { who: 'member', phase: 1 },
  'Mutation.receiveStripeWebhook': { who: 'rest-only', variables: () => ({ payload: '{}', signature: 't=1,v1=x' }) },
  // viewing
  'Query.viewer': { who: 'member-or-null' },
  'Query.insights': { who: 'admin', variables: () => ({ days: 1 }) },
  'Mutation.saveWatchProgress': {
    who: 'member',
    variables: (f) => ({ input: { videoId: f.videoId, progress: 5, duration: 100 } }),
  },
  'Mutation.addToMyList': { who: 'premium', variables: (f) => ({ videoId: f.videoId }) },
  'Mutation.removeFromMyList': { who: 'premium', variables: (f) => ({ videoId: f.videoId }) },
  'Mutation.removeFromHistory': { who: 'member', variables: (f) => ({ videoId: f.videoId }) },
  'Mutation.clearHistory': { who: 'member' },
  'Mutation.deliverFilmRequest': {
    who: 'admin',
    variables: (f) => ({ id: f.filmRequestId, input: DELIVERY }),
  },
  'Mutation.rateTitle': { who: 'member', variables: (f) => ({ videoId: f.videoId, rating: 'up' }) },
  // commissions
  'Query.filmRequests': { who: 'admin', variables: () => ({ first: 1 }) },
  'Query.filmRequest': { who: 'admin', variables: (f) => ({ id: f.filmRequestId }) },
  'Mutation.submitFilmRequest': {
    who: 'member',
    variables: (f, caller) => ({ input: { ...FILM_REQUEST, stripePaymentIntentId: f.paidIntent[caller] } }),
  },
  'Mutation.updateFilmRequestStatus': {
    who: 'admin',
    variables: (f) => ({ id: f.filmRequestId, status: 'in_production' }),
  },
};

// ---------------------------------------------------------------------------------------------

let env: TestStack;
const cookies: Record<Caller, string> = { anonymous: '', member: '', subscriber: '', admin: '', memberAdmin: '' };

interface Reply {
  status: number;
  text: string;
  json?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  cookie: string;
}

/** One request as a browser on our own pages would send it (Origin ours); cookies are the caller's, not kept. */
async function send(
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(`${env.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      origin: env.url,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const set = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='));
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, cookie: [cookie, ...set].filter(Boolean).join('; ') };
}

const call = (caller: Caller, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  send(cookies[caller], method, path, body, headers);

async function signUp(cookie = ''): Promise<string> {
  const reply = await send(cookie, 'POST', '/api/auth/signup', newAccount());
  expect(reply.status).toBe(201);
  return reply.cookie;
}

/** A film payment of the member's: its client secret, and once paid its intent id. */
async function filmPayment(cookie: string, pay: boolean): Promise<{ secret: string; intent: string }> {
  const created = await send(cookie, 'POST', '/api/create-payment-intent', FILM_FEE);
  expect(created.status).toBe(200);
  const secret = created.json.clientSecret as string;
  if (pay) {
    const paid = await send(cookie, 'POST', '/api/payments/simulated/confirm', { clientSecret: secret, ...CARD });
    expect(paid.status).toBe(200);
  }
  return { secret, intent: secret.split('_secret_')[0]! };
}

async function addFilm(title: string, maturityRating = '13+', admin = cookies.admin): Promise<string> {
  const reply = await send(admin, 'POST', '/api/admin/videos', { ...A_FILM, title, maturityRating });
  expect(reply.status).toBe(201);
  return reply.json.id as string;
}

async function addSeries(title: string): Promise<string> {
  const reply = await send(cookies.admin, 'POST', '/api/admin/series', { ...A_SERIES, title });
  expect(reply.status).toBe(201);
  return reply.json.id as string;
}

let fixtures: Fixtures;

async function prepare(): Promise<Fixtures> {
  const admin = await send('', 'POST', '/api/admin/auth', { password: ADMIN_PASSWORD });
  expect(admin.status).toBe(200);
  cookies.admin = admin.cookie;
  const spare = newAccount();
  const [member, subscriber, memberOnly, spareCookie, videoId] = await Promise.all([
    signUp(),
    signUp(),
    signUp(),
    send('', 'POST', '/api/auth/signup', spare).then((reply) => reply.cookie),
    addFilm('Role Matrix'),
  ]);
  cookies.member = member;
  cookies.subscriber = subscriber;
  // A member who also holds the administrator's session, the same one: signing out every other admin
  // device, as either, keeps it.
  cookies.memberAdmin = `${memberOnly}; ${admin.cookie}`;

  const checkout = await call('subscriber', 'POST', '/api/get-or-create-subscription');
  const subscribed = await call('subscriber', 'POST', '/api/payments/simulated/confirm', {
    clientSecret: checkout.json.clientSecret,
    ...CARD,
  });
  expect(subscribed.status).toBe(200);

  const throwawayKeys = CALLERS.flatMap((caller) =>
    (['rest', 'graphql'] as const).map((c) => `${caller}:${c}` as const),
  );
  const [throwaway, throwawaySeries, seriesId, spareRequest, spareBait, spareOpen, own] = await Promise.all([
    Promise.all(throwawayKeys.map((key) => addFilm(`Throwaway ${key}`))),
    Promise.all(throwawayKeys.map((key) => addSeries(`Throwaway ${key}`))),
    addSeries('Role Matrix'),
    filmPayment(spareCookie, true),
    filmPayment(spareCookie, true),
    filmPayment(spareCookie, false),
    Promise.all(
      (['member', 'subscriber', 'memberAdmin'] as const).map(async (caller) => {
        const [paid, rest, graphql] = await Promise.all([
          filmPayment(cookies[caller], true),
          filmPayment(cookies[caller], false),
          filmPayment(cookies[caller], false),
        ]);
        return { caller, paid: paid.intent, rest: rest.secret, graphql: graphql.secret };
      }),
    ),
  ]);
  const request = await send(spareCookie, 'POST', '/api/film-requests', {
    ...FILM_REQUEST,
    stripePaymentIntentId: spareRequest.intent,
  });
  expect(request.status).toBe(201);

  const paidIntent = Object.fromEntries(CALLERS.map((caller) => [caller, spareBait.intent])) as Fixtures['paidIntent'];
  const openSecret = Object.fromEntries(throwawayKeys.map((key) => [key, spareOpen.secret])) as Fixtures['openSecret'];
  for (const { caller, paid, rest, graphql } of own) {
    paidIntent[caller] = paid;
    openSecret[`${caller}:rest`] = rest;
    openSecret[`${caller}:graphql`] = graphql;
  }

  // Viewing learns of films and subscriptions from events: wait until it has these.
  await eventually(async () => {
    const [saved, list] = await Promise.all([
      call('member', 'POST', '/api/watch-progress', { videoId, progress: 1, duration: 100 }),
      call('subscriber', 'GET', '/api/watchlist'),
    ]);
    expect([saved.status, list.status]).toEqual([200, 200]);
  }, 15_000);

  return {
    videoId,
    throwaway: Object.fromEntries(throwawayKeys.map((key, i) => [key, throwaway[i]!])) as Fixtures['throwaway'],
    seriesId,
    throwawaySeries: Object.fromEntries(
      throwawayKeys.map((key, i) => [key, throwawaySeries[i]!]),
    ) as Fixtures['throwawaySeries'],
    filmRequestId: request.json.id as string,
    paidIntent,
    openSecret,
    spare: { email: spare.email, password: spare.password },
  };
}

// --- what the running gateway serves ---------------------------------------------------------

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface RootField {
  key: string;
  operation: 'query' | 'mutation';
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}

const typeName = (type: TypeRef): string =>
  type.kind === 'NON_NULL'
    ? `${typeName(type.ofType!)}!`
    : type.kind === 'LIST'
      ? `[${typeName(type.ofType!)}]`
      : type.name!;
const namedKind = (type: TypeRef): string => (type.ofType ? namedKind(type.ofType) : type.kind);

async function rootFields(): Promise<RootField[]> {
  const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
  const fields = `fields { name args { name type { ${typeRef} } } type { ${typeRef} } }`;
  const reply = await send('', 'POST', '/graphql', {
    query: `{ query: __type(name: "Query") { ${fields} } mutation: __type(name: "Mutation") { ${fields} } }`,
  });
  expect(reply.json.errors).toBeUndefined();
  return (['query', 'mutation'] as const).flatMap((operation) =>
    (reply.json.data[operation].fields as Omit<RootField, 'key' | 'operation'>[]).map((field) => ({
      ...field,
      operation,
      key: `${operation === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
    })),
  );
}

interface RestOperation {
  key: string;
  security: string[];
}

async function restOperations(): Promise<RestOperation[]> {
  const document = (await send('', 'GET', '/api/openapi.json')).json as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      security: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
    })),
  );
}

// --- running the matrix ----------------------------------------------------------------------

interface Cell {
  channel: Channel;
  key: string;
  caller: Caller;
  phase: Phase;
  expected: Outcome;
  run: () => Promise<{ got: string; ok: boolean; data?: unknown }>;
}

function judgeRest(expected: Outcome, reply: Reply) {
  const ok =
    expected === 'ok' ? reply.status < 500 && ![401, 402, 403].includes(reply.status) : reply.status === expected;
  return { ok, got: `${reply.status} ${reply.text.slice(0, 120)}` };
}

function judgeField(expected: Outcome, name: string, reply: Reply) {
  const errors = (reply.json?.errors ?? []) as { message: string; extensions?: { code?: string } }[];
  const codes = errors.map((error) => error.extensions?.code ?? 'NO_CODE');
  const data = reply.json?.data?.[name];
  const got = `${reply.status} ${codes.length ? `${codes.join(',')}: ${errors[0]!.message}` : `data ${JSON.stringify(data)?.slice(0, 80)}`}`;
  if (reply.status !== 200) return { ok: false, got, data };
  if (typeof expected === 'number') return { ok: codes.includes(AUTH_CODES[expected]), got, data };
  const allowed = !codes.some((code) =>
    ['UNAUTHENTICATED', 'FORBIDDEN', 'PAYMENT_REQUIRED', 'INTERNAL_SERVER_ERROR', 'NO_CODE'].includes(code),
  );
  if (expected === 'null') return { ok: allowed && codes.length === 0 && data === null, got, data };
  if (expected === 'value') return { ok: allowed && codes.length === 0 && data != null, got, data };
  return { ok: allowed, got, data };
}

function restCells(operations: RestOperation[]): Cell[] {
  return operations.flatMap(({ key }) => {
    const rule = REST_RULES[key];
    if (!rule) return [];
    const [method, documented] = key.split(' ') as [string, string];
    return CALLERS.map((caller) => ({
      channel: 'rest' as const,
      key,
      caller,
      phase: rule.phase ?? 0,
      expected: EXPECTED[rule.who][caller],
      run: async () => {
        const request = rule.send?.(fixtures, caller) ?? {};
        const reply = await call(caller, method, request.path ?? documented, request.body, request.headers);
        return judgeRest(EXPECTED[rule.who][caller], reply);
      },
    }));
  });
}

function fieldCells(fields: RootField[]): Cell[] {
  return fields.flatMap((field) => {
    const rule = FIELD_RULES[field.key];
    if (!rule) return [];
    return CALLERS.map((caller) => ({
      channel: 'graphql' as const,
      key: field.key,
      caller,
      phase: rule.phase ?? 0,
      expected: EXPECTED[rule.who][caller],
      run: async () => {
        const variables = rule.variables?.(fixtures, caller) ?? {};
        const declared = field.args.filter((arg) => arg.name in variables);
        const definitions = declared.map((arg) => `$${arg.name}: ${typeName(arg.type)}`).join(', ');
        const args = declared.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(namedKind(field.type)) ? ' { __typename }' : '';
        const query = `${field.operation} RoleMatrix${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
        const reply = await call(caller, 'POST', '/graphql', { query, variables });
        return judgeField(EXPECTED[rule.who][caller], field.name, reply);
      },
    }));
  });
}

/** Runs cells `limit` at a time. */
async function runAll<T>(tasks: (() => Promise<T>)[], limit = 12): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

let operations: RestOperation[];
let fields: RootField[];
const results: { cell: Cell; ok: boolean; got: string; data?: unknown }[] = [];

beforeAll(async () => {
  env = await startTestStack();
  [fixtures, operations, fields] = await Promise.all([prepare(), restOperations(), rootFields()]);
  const cells = [...restCells(operations), ...fieldCells(fields)];
  for (const phase of [0, 1, 2] as const) {
    const inPhase = cells.filter((cell) => cell.phase === phase);
    const outcomes = await runAll(inPhase.map((cell) => cell.run));
    outcomes.forEach((outcome, i) => results.push({ cell: inPhase[i]!, ...outcome }));
  }
}, 150_000);

afterAll(async () => {
  await env?.stop();
});

const mismatches = (channel: Channel) =>
  results
    .filter(({ cell, ok }) => cell.channel === channel && !ok)
    .map(({ cell, got }) => `${cell.key} as ${cell.caller}: expected ${cell.expected}, got ${got}`);

describe('the role matrix', () => {
  it('has a rule for every REST operation and every GraphQL root field, and no other', () => {
    expect(operations.map((operation) => operation.key).sort()).toEqual(Object.keys(REST_RULES).sort());
    expect(fields.map((field) => field.key).sort()).toEqual(Object.keys(FIELD_RULES).sort());
  });

  it("agrees with the OpenAPI document's security: who needs which session cookie", () => {
    const declared = operations.map(({ key, security }) => [key, security]);
    const ruled = operations.map(({ key }) => {
      const who = REST_RULES[key]?.who;
      const security =
        who === 'member' || who === 'premium'
          ? ['memberSession']
          : who === 'admin' || who === 'admin-session'
            ? ['adminSession']
            : [];
      return [key, security];
    });
    expect(declared).toEqual(ruled);
  });

  it('answers every REST path as its rule says, for each of the five callers', () => {
    expect(results.filter(({ cell }) => cell.channel === 'rest').length).toBe(operations.length * CALLERS.length);
    expect(mismatches('rest')).toEqual([]);
  });

  it('answers every GraphQL root field as its rule says, for each of the five callers', () => {
    expect(results.filter(({ cell }) => cell.channel === 'graphql').length).toBe(fields.length * CALLERS.length);
    expect(mismatches('graphql')).toEqual([]);
    const isAdmin = results
      .filter(({ cell }) => cell.key === 'Query.isAdmin')
      .map(({ cell, data }) => [cell.caller, data]);
    expect(Object.fromEntries(isAdmin)).toEqual({
      anonymous: false,
      member: false,
      subscriber: false,
      admin: true,
      memberAdmin: true,
    });
  });
});

describe("another member's paid film payment", () => {
  it('cannot pay for a film request: 402 over REST, PAYMENT_REQUIRED over GraphQL; its owner can', async () => {
    const [owner, stranger] = await Promise.all([signUp(), signUp()]);
    const { intent } = await filmPayment(owner, true);
    const body = { ...FILM_REQUEST, stripePaymentIntentId: intent };
    const [rest, graphql] = await Promise.all([
      send(stranger, 'POST', '/api/film-requests', body),
      send(stranger, 'POST', '/graphql', {
        query: 'mutation Steal($input: FilmRequestInput!) { submitFilmRequest(input: $input) { id } }',
        variables: { input: body },
      }),
    ]);
    expect(rest.status).toBe(402);
    expect(graphql.json.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
    const own = await send(owner, 'POST', '/api/film-requests', body);
    expect([own.status, own.json.id]).toEqual([201, intent]);
  });
});

describe("a member's own data", () => {
  it.each(['admin', 'memberAdmin'] as const)(
    "is not the %s's: film requests name their member, not the member's payments, progress or lists",
    async (caller) => {
      const admin = await send(caller === 'admin' ? '' : await signUp(), 'POST', '/api/admin/auth', {
        password: ADMIN_PASSWORD,
      });
      const personal = [
        'isSubscribed',
        'subscription { status }',
        'payments { id }',
        'watchProgress { videoId }',
        'continueWatching { videoId }',
        'watchlist { videoId }',
        'myListIds',
        'filmRequests { id }',
      ];
      const replies = await Promise.all(
        personal.map((field) =>
          send(admin.cookie, 'POST', '/graphql', {
            query: `{ filmRequests(first: 100) { requests { id member { id email ${field} } } } }`,
          }),
        ),
      );
      // Each field is refused for every member but the caller: an error, and no value anywhere.
      const seen = replies.map((reply, i) => {
        const name = personal[i]!.split(' ')[0]!;
        const requests = (reply.json.data?.filmRequests?.requests ?? []) as { member: Record<string, unknown> }[];
        const codes = (reply.json.errors ?? []).map(
          (error: { extensions?: { code?: string } }) => error.extensions?.code,
        );
        return {
          field: name,
          values: requests.filter(({ member }) => member[name] != null).length,
          refused: codes.length > 0 && codes.every((code: string) => ['FORBIDDEN', 'UNAUTHENTICATED'].includes(code)),
        };
      });
      expect(seen).toEqual(personal.map((field) => ({ field: field.split(' ')[0], values: 0, refused: true })));
    },
  );
});

/**
 * The profile axis: one household, and a session on each kind of profile. `adult` watches as the
 * account's first profile, `kids` as a Kids profile, `locked` as a grown-up profile with a lock
 * (switched to with its code). Rows run in order: the deletes free places the adds then take.
 */
describe('the profile axis', () => {
  const PROFILE_CALLERS = ['adult', 'kids', 'locked'] as const;
  type ProfileCaller = (typeof PROFILE_CALLERS)[number];
  type Row = [string, (ids: Household, caller: ProfileCaller) => [string, string, unknown?], number[]];
  interface Household {
    kids: string;
    locked: string;
    film18: string;
    spare: Record<ProfileCaller, string>;
  }

  const ROWS: Row[] = [
    ['GET /api/profiles', () => ['GET', '/api/profiles'], [200, 200, 200]],
    ['DELETE /api/profiles/{id}', (h, c) => ['DELETE', `/api/profiles/${h.spare[c]}`], [204, 403, 204]],
    ['POST /api/profiles', (_, c) => ['POST', '/api/profiles', { name: `New ${c}` }], [201, 403, 201]],
    ['PUT /api/profiles/{locked}', (h) => ['PUT', `/api/profiles/${h.locked}`, { name: 'Lia' }], [200, 403, 200]],
    [
      'PUT /api/profiles/{kids}/lock',
      (h) => ['PUT', `/api/profiles/${h.kids}/lock`, { password: PASSWORD, code: '9999' }],
      // Once the adult has locked it, only the Kids profile itself or the first may change it.
      [200, 403, 403],
    ],
    ['POST /api/profiles/{locked}/switch', (h) => ['POST', `/api/profiles/${h.locked}/switch`], [403, 403, 200]],
    ['GET /api/videos/{18+ film}', (h) => ['GET', `/api/videos/${h.film18}`], [200, 404, 200]],
    // The account's own paths are the grown-ups': settings, payments, film requests.
    [
      'PUT /api/account/profile',
      () => ['PUT', '/api/account/profile', { firstName: 'R', lastName: 'M' }],
      [200, 403, 200],
    ],
    ['GET /api/account/export', () => ['GET', '/api/account/export'], [200, 403, 200]],
    ['POST /api/create-payment-intent', () => ['POST', '/api/create-payment-intent', FILM_FEE], [200, 403, 200]],
    [
      'POST /api/film-requests',
      () => ['POST', '/api/film-requests', { ...FILM_REQUEST, stripePaymentIntentId: 'pi_none' }],
      [402, 403, 402],
    ],
  ];

  it('lets each kind of profile do what its row says, and nothing more', async () => {
    const household = newAccount();
    const adult = (await send('', 'POST', '/api/auth/signup', household)).cookie;
    const signIn = async () => (await send('', 'POST', '/api/auth/login', household)).cookie;
    const add = async (body: object) => (await send(adult, 'POST', '/api/profiles', body)).json.id as string;
    const h: Household = {
      kids: await add({ name: 'Kit', isKids: true }),
      locked: await add({ name: 'Lia' }),
      // The matrix has signed its admin out: a session of this test's own.
      film18: await addFilm(
        'Axis',
        '18+',
        (await send('', 'POST', '/api/admin/auth', { password: ADMIN_PASSWORD })).cookie,
      ),
      spare: { adult: await add({ name: 'Spare A' }), kids: '', locked: await add({ name: 'Spare L' }) },
    };
    h.spare.kids = h.spare.adult;
    const locking = await send(adult, 'PUT', `/api/profiles/${h.locked}/lock`, { password: PASSWORD, code: '2580' });
    expect(locking.status).toBe(200);
    const sessions: Record<ProfileCaller, string> = { adult, kids: await signIn(), locked: await signIn() };
    expect((await send(sessions.kids, 'POST', `/api/profiles/${h.kids}/switch`)).status).toBe(200);
    const withCode = await send(sessions.locked, 'POST', `/api/profiles/${h.locked}/switch`, { code: '2580' });
    expect(withCode.status).toBe(200);
    await eventually(async () => expect((await send(adult, 'GET', `/api/videos/${h.film18}`)).status).toBe(200));

    const got: Record<string, number[]> = {};
    const expected: Record<string, number[]> = {};
    for (const [name, request, statuses] of ROWS) {
      expected[name] = statuses;
      got[name] = [];
      for (const caller of PROFILE_CALLERS) {
        const [method, path, body] = request(h, caller);
        got[name].push((await send(sessions[caller], method, path, body)).status);
      }
    }
    expect(got).toEqual(expected);
  }, 30_000);
});
