import { randomUUID } from 'node:crypto';
import { client, useTestStack } from './stack';

const env = useTestStack();

const PASSWORD = 'secret1';

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
      profiles: [{ id: userId, name: 'Rosa', avatar: 'ember', isKids: false, maturityLevel: '18+', isLocked: false }],
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
