import type { Redis } from 'ioredis';
import { eventually, startInfrastructure, type Infrastructure } from '@cinevia/harness';
import { connectRedis } from '@cinevia/service-kit';
import {
  ADMIN_SESSION_LIFETIME_SECONDS,
  ADMIN_SESSION_TTL_SECONDS,
  createSessionStore,
  sessionHandle,
  VIEWER_SESSION_LIFETIME_SECONDS,
  VIEWER_SESSION_TTL_SECONDS,
} from '../src';

/**
 * Sessions on real Redis, with the store's clock moved forward: each slides while used, up to its
 * lifetime from its start; the member's list of sessions outlives every one of them, so a password
 * change finds and ends them however long they have been in use.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const profile = { profileId: 'p1', maturityLevel: '18+', isKids: false } as const;
let infra: Infrastructure;
let redis: Redis;
let now: number;
const sessions = () => createSessionStore(redis, () => now);

beforeAll(async () => {
  infra = await startInfrastructure();
  redis = await connectRedis(infra.redisUrl);
});

afterAll(async () => {
  await redis?.quit();
  await infra?.stop();
});

beforeEach(() => {
  now = Date.parse('2026-11-01T00:00:00Z');
});

describe('a viewer session', () => {
  it("stays in the member's list while it is used, so a password change 15 days on still ends it", async () => {
    const store = sessions();
    const id = await store.createViewerSession('m1', profile);
    for (let day = 1; day <= 15; day += 1) {
      now += DAY_MS;
      expect(await store.resolveViewerSession(id)).toMatchObject({ userId: 'm1' });
      // Whatever real time has passed, the list outlives the session it names.
      expect(await redis.pttl('user-sessions:m1')).toBeGreaterThanOrEqual(await redis.pttl(`session:${id}`));
    }
    expect(await store.destroyOtherViewerSessions('m1', '')).toBe(1);
    expect(await store.resolveViewerSession(id)).toBeNull();
  });

  it('ends 30 days after it started however often it is used, its last days no longer sliding past that', async () => {
    const store = sessions();
    const id = await store.createViewerSession('m2', profile);
    now += 20 * DAY_MS;
    expect(await store.resolveViewerSession(id)).toMatchObject({ userId: 'm2' });
    expect(await redis.ttl(`session:${id}`)).toBeLessThanOrEqual(10 * 24 * 60 * 60);
    now += 10 * DAY_MS + 1_000;
    expect(await store.resolveViewerSession(id)).toBeNull();
    expect([await redis.exists(`session:${id}`), await redis.sismember('user-sessions:m2', id)]).toEqual([0, 0]);
    expect(VIEWER_SESSION_LIFETIME_SECONDS).toBeGreaterThan(VIEWER_SESSION_TTL_SECONDS);
  });

  it('keeps its start through a profile switch', async () => {
    const store = sessions();
    const id = await store.createViewerSession('m3', profile);
    now += 29 * DAY_MS;
    await store.switchProfile(id, { userId: 'm3', ...profile, profileId: 'p2' });
    expect(await store.resolveViewerSession(id)).toMatchObject({ profileId: 'p2' });
    now += 2 * DAY_MS;
    expect(await store.resolveViewerSession(id)).toBeNull();
  });

  it('from before lifetimes starts its lifetime at its next use, and joins the list again', async () => {
    const id = 'b'.repeat(43);
    await redis.set(`session:${id}`, 'm4 p1 18+', 'EX', 60);
    const store = sessions();
    expect(await store.resolveViewerSession(id)).toMatchObject({ userId: 'm4', profileId: 'p1' });
    expect(await redis.sismember('user-sessions:m4', id)).toBe(1);
    now += 31 * DAY_MS;
    expect(await store.resolveViewerSession(id)).toBeNull();
  });
});

describe("a member's sessions, as their list of devices", () => {
  it('keep where each signed in (the network only) and when each was last used, and go with their sessions', async () => {
    const store = sessions();
    const laptop = await store.createViewerSession('m5', profile, { userAgent: 'Laptop/1.0', ip: '203.0.113.42' });
    now += 60_000;
    const phone = await store.createViewerSession('m5', profile, { userAgent: 'Phone/2.0', ip: '2001:db8:5:6::1' });
    now += 60_000;
    await store.resolveViewerSession(laptop);

    const [newest, oldest] = await eventually(async () => {
      const listed = await store.memberSessions('m5');
      expect(listed[1]?.device.lastActiveAt).toBe(now / 1_000);
      return listed;
    });
    expect(newest).toEqual({
      handle: sessionHandle(phone),
      session: { userId: 'm5', ...profile },
      device: {
        userAgent: 'Phone/2.0',
        network: '2001:db8:5::/48',
        signedInAt: now / 1_000 - 60,
        lastActiveAt: now / 1_000 - 60,
      },
    });
    expect(oldest?.device).toMatchObject({ userAgent: 'Laptop/1.0', network: '203.0.113.0/24' });
    expect(JSON.stringify(await redis.hgetall(`session-device:${laptop}`))).not.toContain('203.0.113.42');

    expect(await store.destroyViewerSessionByHandle('m6', sessionHandle(laptop))).toBe(false);
    expect(await store.destroyViewerSessionByHandle('m5', sessionHandle(laptop))).toBe(true);
    expect(await store.resolveViewerSession(laptop)).toBeNull();
    expect(await redis.exists(`session-device:${laptop}`)).toBe(0);
    expect((await store.memberSessions('m5')).map((one) => one.handle)).toEqual([sessionHandle(phone)]);
  });
});

describe('an admin session', () => {
  it('ends 12 hours after it started, even in constant use', async () => {
    const store = sessions();
    const id = await store.createAdminSession();
    for (let hour = 1; hour < 12; hour += 1) {
      now += DAY_MS / 24;
      expect(await store.resolveAdminSession(id)).toBe(true);
    }
    now += DAY_MS / 24;
    expect(await store.resolveAdminSession(id)).toBe(false);
    expect(ADMIN_SESSION_LIFETIME_SECONDS).toBeGreaterThan(ADMIN_SESSION_TTL_SECONDS);
  });

  it('ends with every other when they are all ended', async () => {
    const store = sessions();
    const ids = [await store.createAdminSession(), await store.createAdminSession()];
    expect(await store.destroyAllAdminSessions()).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(await store.resolveAdminSession(id)).toBe(false);
  });
});
