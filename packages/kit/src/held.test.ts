import { createHeld, KEPT_WHILE_USED_MS } from './held';

describe('the keys a replica holds', () => {
  const setUp = (most = 1) => {
    const clock = { now: 0 };
    const letGo: string[] = [];
    const held = createHeld({ most, now: () => clock.now, letGo: (key) => letGo.push(key) });
    return { held, clock, letGo };
  };

  it('reads a key once for concurrent asks, retries one whose read failed, and reads none touched as whole', async () => {
    const { held } = setUp(10);
    const reads: string[] = [];
    const read = (key: string) => async () => void reads.push(key);
    await Promise.all([held.ensure('a', read('a')), held.ensure('a', read('a'))]);
    await expect(held.ensure('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await held.ensure('b', read('b'));
    held.touch('c', { loaded: true });
    await held.ensure('c', read('c'));
    expect(reads).toEqual(['a', 'b']);
  });

  it('runs what follows a read in flight after it, and at once when none is', async () => {
    const { held } = setUp(10);
    const order: string[] = [];
    let finish!: () => void;
    const reading = held.ensure('a', () =>
      new Promise<void>((done) => (finish = done)).then(() => void order.push('read')),
    );
    const after = held.afterRead('a', () => order.push('event'));
    held.afterRead('b', () => order.push('at once'));
    finish();
    await Promise.all([reading, after]);
    expect(order).toEqual(['at once', 'read', 'event']);
  });

  it('lets the least recently used go beyond the bound, never one used lately or being read', async () => {
    const { held, clock, letGo } = setUp(1);
    held.touch('a');
    held.touch('b');
    expect(letGo).toEqual([]);
    clock.now = KEPT_WHILE_USED_MS + 1;
    let finish!: () => void;
    const reading = held.ensure('c', () => new Promise<void>((done) => (finish = done)));
    expect(letGo).toEqual(['a', 'b']);
    clock.now += KEPT_WHILE_USED_MS + 1;
    held.touch('d');
    expect(held.has('c')).toBe(true);
    finish();
    await reading;
    held.touch('d');
    expect(letGo).toEqual(['a', 'b', 'c']);
    expect(held.size).toBe(1);
  });
});
