import type { SessionStore, ViewerSession } from '@cinevia/shared-models';
import { createSessionCache } from './session-cache';

const adult: ViewerSession = { userId: 'u1', profileId: 'p1', maturityLevel: '18+', isKids: false };
const kids: ViewerSession = { ...adult, profileId: 'p2', maturityLevel: '7+', isKids: true };

/**
 * The store's port: what Redis holds for session s1, how many times it was asked, and (`held`) an
 * answer read but not yet arrived.
 */
function storeHolding(session: ViewerSession | null) {
  const store = { session, asked: 0, held: undefined as Promise<void> | undefined };
  const sessions = {
    resolveViewerSession: async () => {
      store.asked++;
      const answer = store.session;
      await store.held;
      return answer;
    },
  } as unknown as SessionStore;
  return { store, sessions };
}

describe("the gateway's memory of viewer sessions", () => {
  it('asks the store once while it remembers, and again once the session is announced as ended', async () => {
    const { store, sessions } = storeHolding(adult);
    const cache = createSessionCache(sessions);
    cache.listener.hearing(true);
    expect(await cache.resolveViewerSession('s1')).toEqual(adult);
    expect(await cache.resolveViewerSession('s1')).toEqual(adult);
    expect(store.asked).toBe(1);

    store.session = kids;
    cache.listener.ended('s1');
    expect(await cache.resolveViewerSession('s1')).toEqual(kids);
    expect(store.asked).toBe(2);
  });

  it('remembers nothing while announcements cannot be heard, and forgets all it held when they stop', async () => {
    const { store, sessions } = storeHolding(adult);
    const cache = createSessionCache(sessions);
    await cache.resolveViewerSession('s1');
    await cache.resolveViewerSession('s1');
    expect(store.asked).toBe(2);

    cache.listener.hearing(true);
    await cache.resolveViewerSession('s1');
    cache.listener.hearing(false);
    store.session = null;
    expect(await cache.resolveViewerSession('s1')).toBeNull();
  });

  it('does not keep a session read while an announcement arrived: the read may be older than the change', async () => {
    const { store, sessions } = storeHolding(adult);
    const cache = createSessionCache(sessions);
    cache.listener.hearing(true);
    let arrive = () => {};
    store.held = new Promise((arrived) => (arrive = arrived));
    const reading = cache.resolveViewerSession('s1');
    store.session = null;
    cache.listener.ended('s1');
    arrive();
    store.held = undefined;
    expect(await reading).toEqual(adult);
    expect(await cache.resolveViewerSession('s1')).toBeNull();
  });

  it('asks again once what it remembers is older than its time to live', async () => {
    const { store, sessions } = storeHolding(adult);
    const cache = createSessionCache(sessions, 0);
    cache.listener.hearing(true);
    await cache.resolveViewerSession('s1');
    await new Promise((later) => setTimeout(later, 2));
    await cache.resolveViewerSession('s1');
    expect(store.asked).toBe(2);
  });
});
