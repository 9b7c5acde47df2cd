import { randomUUID } from 'node:crypto';
import { eventually } from '@cinevia/harness';
import { ADMIN_PASSWORD, client, subscribe, useTestStack } from './stack';

const env = useTestStack();

const PASSWORD = 'lantern-river-1';

/** A new account, signed in; `email` lets a second device sign in to it. */
async function newAccount(firstName = 'Rosa') {
  const email = `profiles-${randomUUID()}@example.com`;
  const member = client(env().url);
  const signedUp = await member.post('/api/auth/signup', { email, password: PASSWORD, firstName, lastName: 'Diaz' });
  expect(signedUp.status).toBe(201);
  return { member, email, userId: signedUp.json.id as string };
}

describe('viewer profiles', () => {
  it("starts every account with one profile: the member's, named after them, watching as it", async () => {
    const { member, userId } = await newAccount('Rosa');
    const listed = await member.get('/api/profiles');
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({
      currentProfileId: userId,
      profiles: [
        {
          id: userId,
          name: 'Rosa',
          avatar: 'ember',
          isKids: false,
          maturityLevel: '18+',
          isLocked: false,
          autoplay: true,
        },
      ],
    });
    expect((await client(env().url).get('/api/profiles')).status).toBe(401);
  });

  it('adds up to five, with the rules for Kids, names and the first profile', async () => {
    const { member, userId } = await newAccount('Ines');
    const kids = await member.post('/api/profiles', { name: 'Pip', isKids: true, avatar: 'sunrise' });
    expect(kids.status).toBe(201);
    expect(kids.json).toMatchObject({ name: 'Pip', isKids: true, maturityLevel: '7+', avatar: 'sunrise' });

    const refusals: [unknown, number, string][] = [
      [{ name: 'Tom', isKids: true, maturityLevel: '16+' }, 400, 'A Kids profile may see films up to 7+'],
      [{ name: '' }, 400, 'Name is required'],
      [{ name: 'PIP' }, 409, 'Another profile already has this name'],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await member.post('/api/profiles', body);
      expect([refused.status, refused.json]).toEqual([status, { message }]);
    }
    for (const name of ['Ana', 'Ben', 'Cal']) expect((await member.post('/api/profiles', { name })).status).toBe(201);
    const sixth = await member.post('/api/profiles', { name: 'Dee' });
    expect([sixth.status, sixth.json]).toEqual([409, { message: 'An account can have at most 5 profiles' }]);
    expect((await member.get('/api/profiles')).json.profiles.map((profile: { name: string }) => profile.name)).toEqual([
      'Ines',
      'Pip',
      'Ana',
      'Ben',
      'Cal',
    ]);

    const first = await member.request('DELETE', `/api/profiles/${userId}`);
    expect([first.status, first.json]).toEqual([409, { message: "The account's first profile cannot be deleted" }]);
    const renamed = await member.request('PUT', `/api/profiles/${kids.json.id}`, { name: 'Pippa', isKids: true });
    expect(renamed.json).toMatchObject({ id: kids.json.id, name: 'Pippa', maturityLevel: '7+' });
  });

  it('switches per session: two devices on one account watch as two profiles', async () => {
    const { member, email, userId } = await newAccount();
    const kid = (await member.post('/api/profiles', { name: 'Kit', isKids: true })).json;
    const otherDevice = client(env().url);
    expect((await otherDevice.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);

    const switched = await member.post(`/api/profiles/${kid.id}/switch`, {});
    expect([switched.status, switched.json.id]).toEqual([200, kid.id]);
    expect((await member.get('/api/profiles')).json.currentProfileId).toBe(kid.id);
    expect((await otherDevice.get('/api/profiles')).json.currentProfileId).toBe(userId);
    expect((await member.post(`/api/profiles/${randomUUID()}/switch`, {})).status).toBe(404);
  });

  it("deletes a profile and ends the sessions watching as it; nobody touches another account's", async () => {
    const { member, email } = await newAccount();
    const guest = (await member.post('/api/profiles', { name: 'Guest' })).json;
    const guestDevice = client(env().url);
    await guestDevice.post('/api/auth/login', { email, password: PASSWORD });
    await guestDevice.post(`/api/profiles/${guest.id}/switch`, {});

    const stranger = (await newAccount()).member;
    expect((await stranger.request('PUT', `/api/profiles/${guest.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/profiles/${guest.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/profiles/${guest.id}/switch`, {})).status).toBe(404);

    expect((await member.request('DELETE', `/api/profiles/${guest.id}`)).status).toBe(204);
    expect((await member.get('/api/profiles')).json.profiles).toHaveLength(1);
    expect((await member.get('/api/auth/user')).status).toBe(200);
    expect((await guestDevice.get('/api/auth/user')).status).toBe(401);
  });
});

describe('a Kids profile', () => {
  const REFUSED = { message: 'Switch to a grown-up profile to manage the account.' };

  it("is kept out of the account's settings, payments and film requests, on REST and /graphql alike", async () => {
    const { member, userId } = await newAccount('Noa');
    const kid = (await member.post('/api/profiles', { name: 'Kit', isKids: true })).json;
    expect((await member.post(`/api/profiles/${kid.id}/switch`, {})).status).toBe(200);

    const accountPaths: [string, string, unknown?][] = [
      ['PUT', '/api/account/profile', { firstName: 'Kit', lastName: 'Diaz' }],
      ['POST', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'another-secret' }],
      ['GET', '/api/account/email'],
      ['POST', '/api/account/email', { newEmail: `kit-${randomUUID()}@example.com`, password: PASSWORD }],
      ['POST', '/api/account/verification'],
      ['GET', '/api/account/export'],
      ['POST', '/api/get-or-create-subscription'],
      ['POST', '/api/create-payment-intent', { amount: 100, description: 'Film Creation: Kit' }],
      ['POST', '/api/subscription/cancel'],
    ];
    for (const [method, path, body] of accountPaths) {
      const reply = await member.request(method, path, body);
      expect([method, path, reply.status, reply.json]).toEqual([method, path, 403, REFUSED]);
    }
    // The subgraphs refuse it too, whoever signed the context.
    const rename = await member.post('/graphql', {
      query: 'mutation { updateProfile(input: { firstName: "Kit", lastName: "Diaz" }) { firstName } }',
    });
    expect(rename.json.errors[0]).toMatchObject({ message: REFUSED.message, extensions: { code: 'FORBIDDEN' } });
    const pay = await member.post('/graphql', { query: 'mutation { getOrCreateSubscription { clientSecret } }' });
    expect(pay.json.errors[0]).toMatchObject({ message: REFUSED.message, extensions: { code: 'FORBIDDEN' } });

    // What a Kids profile does is still its own, and the grown-up's account is as it was.
    expect((await member.get('/api/profiles')).json.currentProfileId).toBe(kid.id);
    expect((await member.post(`/api/profiles/${userId}/switch`, {})).status).toBe(200);
    expect((await member.get('/api/auth/user')).json).toMatchObject({ firstName: 'Noa' });
    const renamed = await member.request('PUT', '/api/account/profile', { firstName: 'Noah', lastName: 'Diaz' });
    expect(renamed.status).toBe(200);
  });

  it('takes its sessions with it when a grown-up profile is made Kids, and back', async () => {
    const { member, email } = await newAccount('Ivy');
    const teen = (await member.post('/api/profiles', { name: 'Teo', maturityLevel: '16+' })).json;
    const otherDevice = client(env().url);
    await otherDevice.post('/api/auth/login', { email, password: PASSWORD });
    expect((await otherDevice.post(`/api/profiles/${teen.id}/switch`, {})).status).toBe(200);
    expect((await otherDevice.request('GET', '/api/account/email')).status).toBe(200);

    await member.request('PUT', `/api/profiles/${teen.id}`, { name: 'Teo', isKids: true });
    expect((await otherDevice.request('GET', '/api/account/email')).json).toEqual(REFUSED);
    await member.request('PUT', `/api/profiles/${teen.id}`, { name: 'Teo', maturityLevel: '16+' });
    expect((await otherDevice.request('GET', '/api/account/email')).status).toBe(200);
  });
});

describe("a profile's lock", () => {
  it('asks the code to switch, limits wrong ones per account with a 429 and Retry-After, and guards the way out of Kids', async () => {
    const { member, email, userId } = await newAccount('Lena');
    const kid = (await member.post('/api/profiles', { name: 'Kit', isKids: true })).json;
    const teen = (await member.post('/api/profiles', { name: 'Teo', maturityLevel: '16+' })).json;

    const badPassword = await member.request('PUT', `/api/profiles/${userId}/lock`, { password: 'nope', code: '1234' });
    expect([badPassword.status, badPassword.json]).toEqual([403, { message: 'Password is incorrect' }]);
    const badCode = await member.request('PUT', `/api/profiles/${userId}/lock`, { password: PASSWORD, code: '12a4' });
    expect([badCode.status, badCode.json]).toEqual([400, { message: 'Lock code must be 4 digits' }]);
    const locked = await member.request('PUT', `/api/profiles/${userId}/lock`, { password: PASSWORD, code: '2468' });
    expect([locked.status, locked.json.isLocked]).toEqual([200, true]);

    // A Kids profile manages nothing, and leaves for the unlocked teen only with the account password.
    expect((await member.post(`/api/profiles/${kid.id}/switch`)).status).toBe(200);
    const kidEdits = await member.request('PUT', `/api/profiles/${kid.id}`, { name: 'Kit', maturityLevel: '18+' });
    expect([kidEdits.status, kidEdits.json]).toEqual([403, { message: 'Kids profiles cannot manage profiles' }]);
    const noPassword = await member.post(`/api/profiles/${teen.id}/switch`, {});
    expect([noPassword.status, noPassword.json]).toEqual([
      403,
      { message: 'Enter the account password to leave the Kids profile' },
    ]);
    expect((await member.post(`/api/profiles/${teen.id}/switch`, { password: PASSWORD })).status).toBe(200);

    // Another device, on the teen: the locked profile asks its code, five wrong ones, then a wait.
    const otherDevice = client(env().url);
    await otherDevice.post('/api/auth/login', { email, password: PASSWORD });
    const noCode = await member.post(`/api/profiles/${userId}/switch`, {});
    expect([noCode.status, noCode.json]).toEqual([403, { message: "Enter the profile's 4-digit lock code" }]);
    for (const code of ['0000', '1111', '2222', '3333', '4444']) {
      const wrong = await member.post(`/api/profiles/${userId}/switch`, { code });
      expect([wrong.status, wrong.json]).toEqual([403, { message: 'Incorrect profile lock code' }]);
    }
    const limited = await member.post(`/api/profiles/${userId}/switch`, { code: '2468' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // /graphql answers the limit as REST does, and as the gateway's own limits are answered.
    const viaGraphql = await member.post('/graphql', {
      query: 'mutation ($id: ID!) { switchViewerProfile(id: $id, input: { code: "2468" }) { id } }',
      variables: { id: userId },
    });
    expect([viaGraphql.status, viaGraphql.json.errors[0].extensions.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(viaGraphql.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await member.get('/api/profiles')).json.currentProfileId).toBe(teen.id);
    // A session already watching as the locked profile keeps it: the limit holds back guesses only.
    expect((await otherDevice.get('/api/profiles')).json.currentProfileId).toBe(userId);
  });

  it('lets the right code in, and the lock come off with the password', async () => {
    const { member, userId } = await newAccount('Mara');
    const guest = (await member.post('/api/profiles', { name: 'Guest' })).json;
    await member.request('PUT', `/api/profiles/${userId}/lock`, { password: PASSWORD, code: '1357' });
    await member.post(`/api/profiles/${guest.id}/switch`);
    const locked = await member.request('PUT', `/api/profiles/${userId}`, { name: 'Mine' });
    expect([locked.status, locked.json]).toEqual([
      403,
      { message: 'This profile is locked: switch to it to change it' },
    ]);
    expect((await member.post(`/api/profiles/${userId}/switch`, { code: '1357' })).status).toBe(200);
    const unlocked = await member.request('PUT', `/api/profiles/${userId}/lock`, { password: PASSWORD, code: null });
    expect([unlocked.status, unlocked.json.isLocked]).toEqual([200, false]);
    await member.post(`/api/profiles/${guest.id}/switch`);
    expect((await member.post(`/api/profiles/${userId}/switch`)).status).toBe(200);
  });
});

describe("a Kids profile's sign-out", () => {
  it('asks the account password while a grown-up profile is locked, and ends the session once given', async () => {
    const { member, email, userId } = await newAccount('Nia');
    const kid = (await member.post('/api/profiles', { name: 'Kip', isKids: true })).json;
    await member.request('PUT', `/api/profiles/${userId}/lock`, { password: PASSWORD, code: '8642' });
    // Another device on the account holder's profile signs out as any grown-up does.
    const grownUp = client(env().url);
    await grownUp.post('/api/auth/login', { email, password: PASSWORD });
    expect((await grownUp.post('/api/auth/logout')).status).toBe(204);
    expect((await grownUp.get('/api/auth/user')).status).toBe(401);

    await member.post(`/api/profiles/${kid.id}/switch`);
    const asked = await member.post('/api/auth/logout');
    expect([asked.status, asked.json]).toEqual([
      403,
      { message: 'Enter the account password to sign out of the Kids profile' },
    ]);
    const wrong = await member.post('/api/auth/logout', { password: 'not-the-password' });
    expect([wrong.status, wrong.json]).toEqual([403, { message: 'Password is incorrect' }]);
    expect((await member.get('/api/auth/user')).status).toBe(200);

    expect((await member.post('/api/auth/logout', { password: PASSWORD })).status).toBe(204);
    expect((await member.get('/api/auth/user')).status).toBe(401);
  });

  it('asks nothing where no grown-up profile is locked', async () => {
    const { member } = await newAccount('Oda');
    const kid = (await member.post('/api/profiles', { name: 'Kai', isKids: true })).json;
    await member.post(`/api/profiles/${kid.id}/switch`);

    expect((await member.post('/api/auth/logout')).status).toBe(204);
    expect((await member.get('/api/auth/user')).status).toBe(401);
  });
});

describe("a profile's maturity level", () => {
  const SETTLED_AFTER_MS = 1_500;
  const word = `zq${randomUUID().slice(0, 6)}`;
  const film = (title: string, maturityRating: string) => ({
    title: `${word} ${title}`,
    youtubeId: 'dQw4w9WgXcQ',
    genre: 'Drama',
    category: 'trending',
    isFeatured: true,
    maturityRating,
  });
  const ids = (reply: { json: { id: string }[] }) => reply.json.map((found) => found.id);

  it('keeps every film above it out of every REST read, by id a 404 as if it did not exist', async () => {
    const admin = client(env().url);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
    const cartoon = (await admin.post('/api/admin/videos', film('Cartoon', 'All'))).json;
    const thriller = (await admin.post('/api/admin/videos', film('Thriller', '16+'))).json;
    const { member } = await newAccount();
    const kid = (await member.post('/api/profiles', { name: 'Kid', isKids: true })).json;

    // The adult's replies are kept first, so the kid's must not be them. The gateway keeps a reply
    // only once the catalogue has been still for a second (catalogue-changes.ts), so wait past that.
    await new Promise((resolve) => setTimeout(resolve, SETTLED_AFTER_MS));
    const paths = ['/api/videos', '/api/videos/featured', '/api/videos/category/trending', `/api/search?q=${word}`];
    for (const path of paths) expect(ids(await member.get(path))).toEqual(expect.arrayContaining([thriller.id]));
    expect((await member.get(`/api/videos/${thriller.id}`)).status).toBe(200);

    // Premium is bought by a grown-up profile; the kid's list is part of it.
    await subscribe(member);
    await member.post(`/api/profiles/${kid.id}/switch`, {});
    for (const path of paths) {
      const seen = ids(await member.get(path));
      expect(seen).toContain(cartoon.id);
      expect(seen).not.toContain(thriller.id);
    }
    const hidden = await member.get(`/api/videos/${thriller.id}`);
    expect([hidden.status, hidden.json]).toEqual([404, { message: 'Video not found' }]);
    expect((await member.get(`/api/videos/${cartoon.id}`)).status).toBe(200);
    // Signed out, no more than VISITOR_MATURITY (13+): not the kid's, not the adult's either.
    expect(ids(await client(env().url).get(`/api/search?q=${word}`))).toEqual([cartoon.id]);

    // The kid's own list and progress hold only what it may see, whatever was saved before a change.
    await member.post('/api/watchlist', { videoId: cartoon.id });
    await member.post('/api/watch-progress', { videoId: cartoon.id, progress: 30, duration: 600 });
    await eventually(async () => expect((await member.get('/api/watch-progress')).json).toHaveLength(1));

    // The administrator raises the cartoon's rating: gone from the kid's reads within seconds.
    await admin.request('PUT', `/api/admin/videos/${cartoon.id}`, film('Cartoon', '13+'));
    await eventually(async () => {
      expect(ids(await member.get('/api/videos'))).not.toContain(cartoon.id);
      expect((await member.get(`/api/videos/${cartoon.id}`)).status).toBe(404);
      expect(ids(await member.get(`/api/search?q=${word}`))).toEqual([]);
      expect((await member.get('/api/watchlist')).json).toEqual([]);
      expect((await member.get('/api/watch-progress')).json).toEqual([]);
    });
  });
});

describe("each profile's own list and progress", () => {
  it('keeps two profiles of one account apart, on two devices at once', async () => {
    const { member, email } = await newAccount();
    await subscribe(member);
    const partner = (await member.post('/api/profiles', { name: 'Sam' })).json;
    const otherDevice = client(env().url);
    await otherDevice.post('/api/auth/login', { email, password: PASSWORD });
    await otherDevice.post(`/api/profiles/${partner.id}/switch`, {});

    const films = (await member.get('/api/videos?limit=2')).json.map((film: { id: string }) => film.id);
    await member.post('/api/watchlist', { videoId: films[0] });
    await member.post('/api/watch-progress', { videoId: films[0], progress: 10, duration: 600 });
    await otherDevice.post('/api/watchlist', { videoId: films[1] });
    await otherDevice.post('/api/watch-progress', { videoId: films[1], progress: 20, duration: 600 });

    const listed = async (device: typeof member) =>
      (await device.get('/api/watchlist')).json.map((entry: { videoId: string }) => entry.videoId);
    const watched = async (device: typeof member) =>
      (await device.get('/api/watch-progress')).json.map((entry: { videoId: string }) => entry.videoId);
    await eventually(async () => {
      expect(await watched(member)).toEqual([films[0]]);
      expect(await watched(otherDevice)).toEqual([films[1]]);
    });
    expect(await listed(member)).toEqual([films[0]]);
    expect(await listed(otherDevice)).toEqual([films[1]]);
  });
});
