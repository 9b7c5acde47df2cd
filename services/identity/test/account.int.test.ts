import { randomUUID, scryptSync } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { NatsConnection, Subscription } from 'nats';
import {
  BREACHED_PASSWORD,
  identityEvents,
  profileInput,
  RESET_LINK_INVALID,
  signupBody,
  type Envelope,
} from '@cinevia/proto';
import {
  connectMongo,
  connectNats,
  connectRedis,
  createOutbox,
  ensureStream,
  KEPT_WHILE_USED_MS,
  openLinkToken,
  type OutboxRelay,
  type ReadModelFeed,
  startOutboxRelay,
  startReadModel,
} from '@cinevia/service-kit';
import { createSessionStore } from '@cinevia/shared-models';
import { capturingLogger, eventually, startInfrastructure, type Infrastructure } from '@cinevia/harness';
import { createAccount } from '../src/account';
import { PASSWORD_HASH_PARAMS, verifyPassword } from '../src/domain/password';
import { createAccountLinkStore } from '../src/store/account-links';
import { endAdminSessionsOfOldPassword } from '../src/store/admin-password';
import { createLockAttempts } from '../src/store/lock-attempts';
import { createSignInAttempts } from '../src/store/sign-in-attempts';
import { createUserStore } from '../src/store/users';
import { firstProfile } from '../src/domain/profiles';
import { renameUser, type User } from '../src/domain/user';
import { createProfiles } from '../src/profiles';
import { createMemberBook, memberFeed } from '../src/read-model/members';

/**
 * Identity's account use cases on real NATS, Redis and the database: one account per address, and
 * the password reset from the event that asks for it to the new password, with its link single use.
 */
const SECRET = 'identity-test-secret-of-32-characters!';
let infra: Infrastructure;
let mongo: Connection;
let nats: NatsConnection;
let redis: Redis;
let relay: OutboxRelay;
let published: Subscription;
const events: Envelope[] = [];
const feeds: ReadModelFeed[] = [];
const { logger, lines: logged } = capturingLogger();

function setUp() {
  const outbox = createOutbox(mongo);
  relay = startOutboxRelay({ outbox, js: nats.jetstream(), logger });
  const users = createUserStore(mongo, outbox);
  const sessions = createSessionStore(redis);
  const account = createAccount({
    users,
    links: createAccountLinkStore(mongo),
    sessions,
    attempts: createSignInAttempts(redis),
    linkSecret: SECRET,
    publish: async (event) => {
      await nats.jetstream().publish(event.type, JSON.stringify(event), { msgID: event.id });
    },
  });
  return { users, sessions, account };
}
let identity: ReturnType<typeof setUp>;

beforeAll(async () => {
  infra = await startInfrastructure();
  mongo = await connectMongo(infra.mongoUrl, 'identity-account');
  nats = await connectNats(infra.natsUrl, 'identity-account-test');
  redis = await connectRedis(infra.redisUrl);
  await ensureStream(await nats.jetstreamManager(), 'identity');
  published = nats.subscribe('identity.>');
  void (async () => {
    for await (const message of published) events.push(message.json<Envelope>());
  })();
  identity = setUp();
  await createUserStore(mongo, createOutbox(mongo)).ensureIndexes();
}, 120_000);

afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.stop()));
  published?.unsubscribe();
  await relay?.stop();
  await redis?.quit();
  await nats?.drain();
  await mongo?.close();
  await infra?.stop();
});

const member = (email: string) =>
  signupBody.parse({ email, password: 'first-secret', firstName: 'Ada', lastName: 'Quill' });
const eventsOf = (type: string, email: string) =>
  events.filter((event) => event.type === type && (event.data as { email?: string }).email === email);

describe('sign-up', () => {
  it('gives an address one account, whatever its case, and announces it once', async () => {
    const email = `ada-${randomUUID()}@example.com`;
    const user = await identity.account.signUp(member(email), 'signup-1');
    await expect(identity.account.signUp(member(email.toUpperCase()), 'signup-2')).rejects.toThrow(
      'An account with this email already exists',
    );
    expect((await identity.users.findByEmail(email))?.id).toBe(user.id);
    await eventually(() => expect(eventsOf(identityEvents.userRegistered.type, email)).toHaveLength(1));
  });

  it('refuses a password from the breached list, whatever its case, and creates nothing', async () => {
    const email = `breached-${randomUUID()}@example.com`;
    const body = signupBody.parse({ email, password: 'QWERTY123456', firstName: 'Ada', lastName: 'Quill' });
    await expect(identity.account.signUp(body, 'signup')).rejects.toThrow(BREACHED_PASSWORD);
    expect(await identity.users.findByEmail(email)).toBeNull();
  });

  it("hashes a password stored at an older cost again at today's on a right sign-in", async () => {
    const email = `rehash-${randomUUID()}@example.com`;
    const signedUp = await identity.account.signUp(member(email), 'signup');
    // The cost every hash had before it rose: N=2^14, r=8, p=1.
    const salt = Buffer.alloc(16, 7);
    const oldKey = scryptSync('first-secret', salt, 64, { N: 16_384, r: 8, p: 1 });
    const oldHash = ['scrypt', 16_384, 8, 1, salt.toString('base64'), oldKey.toString('base64')].join('$');
    await identity.users.update({ ...signedUp, passwordHash: oldHash }, []);
    const stored = (await identity.users.findById(signedUp.id))!;
    expect(await verifyPassword('first-secret', stored.passwordHash)).toBe(true);

    await identity.account.keepHashCurrent(stored, 'first-secret');
    const { N, r, p } = PASSWORD_HASH_PARAMS;
    const rehashed = (await identity.users.findById(signedUp.id))!.passwordHash;
    expect(rehashed.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(await verifyPassword('first-secret', rehashed)).toBe(true);

    // At today's cost already: left as it is.
    await identity.account.keepHashCurrent((await identity.users.findById(signedUp.id))!, 'first-secret');
    expect((await identity.users.findById(signedUp.id))!.passwordHash).toBe(rehashed);
  });
});

describe('a password reset', () => {
  it('mails a link for an account once per request, and the link sets a new password once, ending every session', async () => {
    const email = `reset-${randomUUID()}@example.com`;
    const user = await identity.account.signUp(member(email), 'signup');
    const session = await identity.sessions.createViewerSession(user.id, {
      profileId: user.id,
      maturityLevel: '18+',
      isKids: false,
    });
    const request = identityEvents.passwordResetRequested.create({ email }, 'reset-request');

    // Delivered twice, as a redelivered event would be: one link.
    await identity.account.issuePasswordReset(request);
    await identity.account.issuePasswordReset(request);
    const [issued] = await eventually(() => {
      const found = eventsOf(identityEvents.passwordResetIssued.type, email);
      expect(found).toHaveLength(1);
      return found;
    });
    const token = openLinkToken((issued!.data as { sealedToken: string }).sealedToken, SECRET);

    await identity.account.resetPassword({ token, password: 'second-secret' }, 'reset');
    const changed = await identity.users.findById(user.id);
    expect(await verifyPassword('second-secret', changed!.passwordHash)).toBe(true);
    expect(await identity.sessions.resolveViewerSession(session)).toBeNull();

    await expect(identity.account.resetPassword({ token, password: 'third-secret' }, 'again')).rejects.toThrow(
      RESET_LINK_INVALID,
    );
    expect(await verifyPassword('second-secret', (await identity.users.findById(user.id))!.passwordHash)).toBe(true);
    expect(eventsOf(identityEvents.passwordResetIssued.type, email)).toHaveLength(1);
  });

  it('does nothing for an address without an account', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    await identity.account.issuePasswordReset(identityEvents.passwordResetRequested.create({ email }, 'unknown'));
    expect(await identity.users.findByEmail(email)).toBeNull();
    // A reset for a member issued after it arrives, and still nothing for the unknown address.
    const known = `known-${randomUUID()}@example.com`;
    await identity.account.signUp(member(known), 'signup');
    await identity.account.issuePasswordReset(identityEvents.passwordResetRequested.create({ email: known }, 'known'));
    await eventually(() => expect(eventsOf(identityEvents.passwordResetIssued.type, known)).toHaveLength(1));
    expect(events.filter((event) => (event.data as { email?: string }).email === email)).toEqual([]);
  });
});

describe("the members' read model", () => {
  /** A replica's book over `users`, following identity's events; the `_id`s it read. */
  const startReplica = async (options: { most?: number; now?: () => number } = {}) => {
    const reads: string[] = [];
    const book = createMemberBook({
      read: (userId) => {
        reads.push(userId);
        return identity.users.findById(userId);
      },
      most: options.most ?? 1000,
      now: options.now,
    });
    feeds.push(await startReadModel(memberFeed(book), { nc: nats, logger }));
    return { book, reads };
  };

  it('shows a change on the replica that wrote it at once and on every other holding the member from the events; a replica started later reads it by `_id`', async () => {
    const other = await startReplica();
    const { book: writer } = await startReplica();
    const outbox = createOutbox(mongo);
    feeds.push(startOutboxRelay({ outbox, js: nats.jetstream(), logger }));
    const users = createUserStore(mongo, outbox, writer.put);

    const email = `book-${randomUUID()}@example.com`;
    const user = await identity.account.signUp(member(email), 'signup');
    expect(await other.book.get(user.id)).toMatchObject({ email, firstName: 'Ada' });
    expect(await other.book.get(user.id)).not.toHaveProperty('passwordHash');
    // Read by `_id` (again if the registration's event came after the first read).
    expect(new Set(other.reads)).toEqual(new Set([user.id]));

    const renamed = renameUser(
      user,
      { firstName: 'Grace', lastName: 'Hopper' },
      { now: new Date(), correlationId: 'rename' },
    );
    await users.update(renamed.user, renamed.events);
    expect(await writer.get(user.id)).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    await eventually(async () =>
      expect(await other.book.get(user.id)).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' }),
    );

    const later = await startReplica();
    expect(await later.book.get(user.id)).toMatchObject({
      email,
      firstName: 'Grace',
      emailVerified: false,
      pendingEmail: null,
    });
    expect(await later.book.get(user.id)).not.toHaveProperty('passwordHash');
    expect(later.reads).toEqual([user.id]);
  });

  it('holds only the members in use: one idle beyond the bound is let go, its changes read only when it returns', async () => {
    const clock = { now: Date.now() };
    const signUp = () => identity.account.signUp(member(`held-${randomUUID()}@example.com`), 'held');
    const [first, second] = [await signUp(), await signUp()];
    // Started once both registrations are published, so it follows only what comes after them.
    await eventually(() =>
      expect([first, second].map(({ email }) => eventsOf(identityEvents.userRegistered.type, email))).toEqual([
        [expect.anything()],
        [expect.anything()],
      ]),
    );
    const replica = await startReplica({ most: 1, now: () => clock.now });
    await replica.book.get(first.id);
    clock.now += KEPT_WHILE_USED_MS + 1;
    await replica.book.get(second.id);
    expect(replica.book.size).toBe(1);
    expect(replica.reads).toEqual([first.id, second.id]);

    const rename = (user: User, firstName: string) =>
      renameUser(user, { firstName, lastName: 'Renamed' }, { now: new Date(), correlationId: 'held' });
    const firstRenamed = rename(first, 'Back');
    await identity.users.update(firstRenamed.user, firstRenamed.events);
    const secondRenamed = rename(second, 'Held');
    await identity.users.update(secondRenamed.user, secondRenamed.events);
    // Events apply in order: once the second's shows, the first's was handled, and read nothing.
    await eventually(async () => expect(await replica.book.get(second.id)).toMatchObject({ firstName: 'Held' }));
    expect(replica.reads).toEqual([first.id, second.id, second.id]);

    expect(await replica.book.get(first.id)).toMatchObject({ firstName: 'Back', lastName: 'Renamed' });
    expect(replica.reads).toEqual([first.id, second.id, second.id, first.id]);
  });
});

describe('viewer profiles', () => {
  const meta = { now: new Date(), correlationId: 'profiles' };

  it('gives a member from before profiles their first one, written with their next change', async () => {
    const user = await identity.account.signUp(member(`older-${randomUUID()}@example.com`), 'older');
    await mongo.collection('users').updateOne({ _id: user.id } as never, { $unset: { profiles: '', revision: '' } });
    const older = await identity.users.findById(user.id);
    expect(older?.profiles).toEqual([firstProfile(user)]);
    // The upgrade is a read: run again, it gives the same one profile.
    expect((await identity.users.findById(user.id))?.profiles).toEqual([firstProfile(user)]);

    const { profiles } = setUpProfiles();
    await profiles.add(asFirst(older!), profileInput.parse({ name: 'Zed' }), meta);
    const stored = await mongo.collection('users').findOne({ _id: user.id } as never);
    expect(stored?.profiles.map((profile: { name: string }) => profile.name)).toEqual(['Ada', 'Zed']);
    // Once written, reading again adds no second first profile.
    expect((await identity.users.findById(user.id))?.profiles.map((profile) => profile.name)).toEqual(['Ada', 'Zed']);
  });

  it('refuses the later of two changes made from one reading, rather than lose the earlier', async () => {
    const { profiles } = setUpProfiles();
    const user = await identity.account.signUp(member(`race-${randomUUID()}@example.com`), 'race');
    const read = asFirst((await identity.users.findById(user.id))!);
    const adds = await Promise.allSettled(
      ['Bo', 'Cy'].map((name) => profiles.add(read, profileInput.parse({ name }), meta)),
    );
    expect(adds.map((add) => add.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = adds.find((add) => add.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'CONFLICT' });
    const added = adds.find((add) => add.status === 'fulfilled') as PromiseFulfilledResult<{ name: string }>;
    const stored = (await identity.users.findById(user.id))!;
    expect(stored.profiles.map((profile) => profile.name)).toEqual(['Ada', added.value.name]);

    // Read again, the change goes through.
    await profiles.add(asFirst(stored), profileInput.parse({ name: refused === adds[0] ? 'Bo' : 'Cy' }), meta);
    expect((await identity.users.findById(user.id))!.profiles).toHaveLength(3);
  });

  it("reads a session from before profiles as watching as the member's first profile", async () => {
    const id = 'a'.repeat(43);
    await redis.set(`session:${id}`, 'member-from-before', 'EX', 60);
    expect(await identity.sessions.resolveViewerSession(id)).toEqual({
      userId: 'member-from-before',
      profileId: 'member-from-before',
      maturityLevel: '18+',
      isKids: false,
    });
  });

  it("takes a profile's new level and Kids setting to every session watching as it, and ends them when it is deleted", async () => {
    const { profiles } = setUpProfiles();
    const user = await identity.account.signUp(member(`levels-${randomUUID()}@example.com`), 'levels');
    const teen = await profiles.add(asFirst(user), profileInput.parse({ name: 'Teen', maturityLevel: '16+' }), meta);
    const adult = { profileId: user.id, maturityLevel: '18+', isKids: false } as const;
    const onTeen = await identity.sessions.createViewerSession(user.id, adult);
    const onAdult = await identity.sessions.createViewerSession(user.id, adult);
    const reread = async () => asFirst((await identity.users.findById(user.id))!);
    await profiles.switchTo(onTeen, await reread(), teen.id, {});

    await profiles.update(await reread(), teen.id, profileInput.parse({ name: 'Teen', maturityLevel: '13+' }), meta);
    expect(await identity.sessions.resolveViewerSession(onTeen)).toEqual({
      userId: user.id,
      profileId: teen.id,
      maturityLevel: '13+',
      isKids: false,
    });
    expect(await identity.sessions.resolveViewerSession(onAdult)).toEqual({ userId: user.id, ...adult });

    await profiles.update(await reread(), teen.id, profileInput.parse({ name: 'Teen', isKids: true }), meta);
    expect(await identity.sessions.resolveViewerSession(onTeen)).toMatchObject({ maturityLevel: '7+', isKids: true });
    await profiles.update(await reread(), teen.id, profileInput.parse({ name: 'Teen', maturityLevel: '13+' }), meta);
    expect(await identity.sessions.resolveViewerSession(onTeen)).toMatchObject({ maturityLevel: '13+', isKids: false });

    await profiles.remove(await reread(), teen.id, meta);
    expect(await identity.sessions.resolveViewerSession(onTeen)).toBeNull();
    expect(await identity.sessions.resolveViewerSession(onAdult)).not.toBeNull();
    expect((await reread()).user.profiles).toHaveLength(1);
  });

  it('keeps a lock code only as a hash, and counts 20 guesses in parallel as 20: 5 checked, 15 refused with a wait', async () => {
    const { profiles } = setUpProfiles();
    const user = await identity.account.signUp(member(`lock-${randomUUID()}@example.com`), 'lock');
    const reread = async () => asFirst((await identity.users.findById(user.id))!);
    const kid = await profiles.add(asFirst(user), profileInput.parse({ name: 'Kid', isKids: true }), meta);
    const locked = await profiles.lock(await reread(), user.id, { password: 'first-secret', code: '4821' }, meta);
    expect(locked.isLocked).toBe(true);
    const stored = await mongo.collection('users').findOne({ _id: user.id } as never);
    expect(JSON.stringify(stored)).not.toContain('4821');

    const session = await identity.sessions.createViewerSession(user.id, {
      profileId: kid.id,
      maturityLevel: '7+',
      isKids: true,
    });
    const fromKid = { ...(await reread()), profileId: kid.id };
    const guesses = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        profiles.switchTo(session, fromKid, user.id, { code: String(1000 + index) }),
      ),
    );
    const refusals = guesses.map((guess) =>
      guess.status === 'rejected' ? (guess.reason as { extensions: { code: string } }).extensions.code : 'SWITCHED',
    );
    expect(refusals.filter((code) => code === 'FORBIDDEN')).toHaveLength(5);
    expect(refusals.filter((code) => code === 'RATE_LIMITED')).toHaveLength(15);
    // Even the right code waits out the window now.
    await expect(profiles.switchTo(session, fromKid, user.id, { code: '4821' })).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
    expect(await identity.sessions.resolveViewerSession(session)).toMatchObject({ profileId: kid.id });

    await redis.del(`profile-lock-attempts:${user.id}`);
    await profiles.switchTo(session, fromKid, user.id, { code: '4821' });
    expect(await identity.sessions.resolveViewerSession(session)).toMatchObject({ profileId: user.id });
  });
});

describe('guesses at profile locks', () => {
  const meta = { now: new Date(), correlationId: 'locks' };

  it('count once for all the profiles of an account, and toward its sign-in limits', async () => {
    const { profiles, attempts } = setUpProfiles();
    const email = `locks-${randomUUID()}@example.com`;
    const user = await identity.account.signUp(member(email), 'locks');
    const reread = async () => asFirst((await identity.users.findById(user.id))!);
    const teen = await profiles.add(asFirst(user), profileInput.parse({ name: 'Teen', maturityLevel: '16+' }), meta);
    const kid = await profiles.add(await reread(), profileInput.parse({ name: 'Kid', isKids: true }), meta);
    await profiles.lock(await reread(), user.id, { password: 'first-secret', code: '4821' }, meta);
    await profiles.lock(await reread(), teen.id, { password: 'first-secret', code: '1357' }, meta);
    const session = await identity.sessions.createViewerSession(user.id, {
      profileId: kid.id,
      maturityLevel: '7+',
      isKids: true,
    });
    const fromKid = { ...(await reread()), profileId: kid.id };
    const attempt = (profileId: string, code: string) =>
      profiles.switchTo(session, fromKid, profileId, { code }).then(
        () => 'SWITCHED',
        (error: { extensions: { code: string } }) => error.extensions.code,
      );

    // Three wrong at one profile, two at the other: the account's five. Then even the right code waits.
    for (const code of ['0000', '1111', '2222']) expect(await attempt(user.id, code)).toBe('FORBIDDEN');
    for (const code of ['3333', '4444']) expect(await attempt(teen.id, code)).toBe('FORBIDDEN');
    expect(await attempt(teen.id, '1357')).toBe('RATE_LIMITED');

    // Each wrong one counted as a wrong password from the address: ten, and its sign-ins wait too.
    await redis.del(`profile-lock-attempts:${user.id}`);
    for (const code of ['5555', '6666', '7777', '8888', '9999']) expect(await attempt(teen.id, code)).toBe('FORBIDDEN');
    await redis.del(`profile-lock-attempts:${user.id}`);
    expect(await attempt(teen.id, '1357')).toBe('RATE_LIMITED');
    expect(await attempts.takeMember('2001:db8:40::99', email)).toBe(false);

    // Each refusal is a security event on the log, with the account and never the code guessed.
    const events = logged.filter((line) => line.userId === user.id && typeof line.security === 'string');
    expect(events.filter((line) => line.security === 'profile-guess-refused')).toHaveLength(10);
    expect(events.filter((line) => line.security === 'rate-limited')).toHaveLength(2);
    expect(JSON.stringify(events)).not.toMatch(/1357|4444/);
  });
});

describe('the admin password', () => {
  const rotate = (password: string) =>
    endAdminSessionsOfOldPassword({ redis, sessions: identity.sessions, password, logger });

  it('ends every admin session when identity starts with a new one, and none when it starts with the same', async () => {
    await rotate('the-first-admin-password');
    const signedIn = await identity.sessions.createAdminSession();
    await rotate('the-first-admin-password');
    expect(await identity.sessions.resolveAdminSession(signedIn)).toBe(true);

    await rotate('a-rotated-admin-password');
    expect(await identity.sessions.resolveAdminSession(signedIn)).toBe(false);
    // Noted as a hash, never as itself.
    const noted = await redis.get('admin-password');
    expect([noted?.startsWith('scrypt$'), noted?.includes('a-rotated-admin-password')]).toEqual([true, false]);
  });
});

function setUpProfiles() {
  const locks = createLockAttempts(redis);
  const attempts = createSignInAttempts(redis);
  return {
    profiles: createProfiles({ users: identity.users, sessions: identity.sessions, locks, attempts }),
    attempts,
  };
}

/** Where the profile tests' requests come from. */
const HOUSEHOLD = '2001:db8:40::17';

/** The account acting as its first profile, the account holder's. */
const asFirst = (user: User) => ({ user, profileId: user.id, ip: HOUSEHOLD, logger });
