/**
 * A key used within this long is never let go, whatever the bound: the requests and writes in
 * flight for it all find it held.
 */
export const KEPT_WHILE_USED_MS = 60_000;

interface Entry {
  usedAt: number;
  /** True once the database's copy is in; until then only what events brought is held. */
  loaded: boolean;
  loading?: Promise<void>;
}

/**
 * Which keys (members, profiles) a replica holds in memory: the ones in use, not the whole
 * audience. A key is read by `_id` the first time a request needs it (`ensure`; concurrent asks
 * share one read), and let go, least recently used first, once more than `most` are held and it
 * has been idle over `keptWhileUsedMs`; one being read is never let go. So a replica's memory
 * follows how many members are active, not how many there are. The caller keeps the data itself
 * and drops a key's in `letGo`.
 */
export function createHeld(options: {
  most: number;
  keptWhileUsedMs?: number;
  now?: () => number;
  letGo: (key: string) => void;
}) {
  const { most, keptWhileUsedMs = KEPT_WHILE_USED_MS, now = Date.now, letGo } = options;
  /** Least recently used first (a Map keeps insertion order; a use moves a key to the end). */
  const held = new Map<string, Entry>();

  function use(key: string): Entry {
    const entry = held.get(key) ?? { usedAt: 0, loaded: false };
    held.delete(key);
    held.set(key, entry);
    entry.usedAt = now();
    return entry;
  }

  function letGoBeyondBound(): void {
    const idleSince = now() - keptWhileUsedMs;
    for (const [key, entry] of held) {
      if (held.size <= most || entry.usedAt > idleSince || entry.loading) return;
      held.delete(key);
      letGo(key);
    }
  }

  return {
    /** Holds the key, `read` into the caller's data the first time; resolves at once while held. */
    async ensure(key: string, read: () => Promise<void>): Promise<void> {
      const entry = use(key);
      if (entry.loaded) return;
      entry.loading ??= read()
        .then(() => {
          entry.loaded = true;
        })
        .finally(() => {
          entry.loading = undefined;
        });
      const loading = entry.loading;
      letGoBeyondBound();
      await loading;
    },
    /**
     * Holds the key as used, with what arrived without a read (a save, this replica's own write):
     * `loaded` when that is the whole record, so no read follows.
     */
    touch(key: string, { loaded = false } = {}): void {
      const entry = use(key);
      if (loaded) entry.loaded = true;
      letGoBeyondBound();
    },
    has: (key: string): boolean => held.has(key),
    /** Runs `then` once a read of the key in flight is done (at once when none is), so it lands after it. */
    afterRead<T>(key: string, then: () => T): T | Promise<T> {
      const loading = held.get(key)?.loading;
      return loading ? loading.catch(() => {}).then(then) : then();
    },
    /** No longer held (the caller drops its data itself). */
    forget(key: string): void {
      held.delete(key);
    },
    get size() {
      return held.size;
    },
  };
}
export type Held = ReturnType<typeof createHeld>;
