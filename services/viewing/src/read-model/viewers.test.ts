import { KEPT_WHILE_USED_MS } from '@cinevia/service-kit';
import { createKnownFilms } from '@cinevia/shared-models';
import { removedMark } from '../domain/member';
import { createListBook } from './list-book';
import { createProgressBook } from './progress-book';
import { createRatingBook } from './rating-book';
import { createViewers, type StoredViewer } from './viewers';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const mark = (seconds: number, minute: number) => ({ seconds, duration: 600, updatedAt: at(minute) });
const save = (profileId: string, videoId: string, seconds: number, minute: number) => ({
  userId: 'account',
  profileId,
  videoId,
  progress: seconds,
  duration: 600,
  savedAt: at(minute).toISOString(),
});

/** Viewers over a database of `stored` profiles, on a clock the test moves; the reads it made. */
function viewersOver(stored: Record<string, StoredViewer>, most = 2) {
  const clock = { now: 0 };
  const reads: string[] = [];
  const pending: (() => void)[] = [];
  const options = { paused: false };
  const viewers = createViewers({
    progress: createProgressBook(),
    ratings: createRatingBook(),
    lists: createListBook(),
    load: async (profileId) => {
      reads.push(profileId);
      if (options.paused) await new Promise<void>((resume) => pending.push(resume));
      return stored[profileId] ?? { progress: {}, ratings: {}, list: { version: 0, entries: {} } };
    },
    films: createKnownFilms(),
    most,
    now: () => clock.now,
  });
  const resume = () => pending.splice(0).forEach((go) => go());
  return { viewers, clock, reads, options, resume };
}

const listed = (minute: number) => ({ film: { addedAt: at(minute) } });

describe('the profiles a replica holds', () => {
  it('reads a profile once, however many requests ask for it at the same time, and then from memory', async () => {
    const { viewers, reads } = viewersOver({
      p1: { progress: { film: mark(30, 1) }, ratings: {}, list: { version: 2, entries: listed(1) } },
    });
    await Promise.all([viewers.ensure('p1'), viewers.ensure('p1')]);
    await viewers.ensure('p1');
    expect(reads).toEqual(['p1']);
    expect(viewers.read('p1')).toEqual({ progress: { film: mark(30, 1) }, ratings: {}, list: listed(1) });
  });

  it('merges what arrives while a profile is read with what the database held: the newer wins either way', async () => {
    const { viewers, options, resume } = viewersOver({
      p1: {
        progress: { old: mark(10, 1), film: mark(20, 5) },
        ratings: { film: { rating: 'down', ratedAt: at(1) }, other: { rating: 'love', ratedAt: at(4) } },
        list: { version: 1, entries: listed(1) },
      },
    });
    options.paused = true;
    const reading = viewers.ensure('p1');
    viewers.saved(save('p1', 'film', 5, 2));
    viewers.saved(save('p1', 'new', 40, 6));
    viewers.saved({ userId: 'account', profileId: 'p1', videoId: 'film', rating: 'up', ratedAt: at(2).toISOString() });
    viewers.saved({ userId: 'account', profileId: 'p1', videoId: 'other', rating: null, ratedAt: at(3).toISOString() });
    viewers.listChanged('p1', 2, listed(3));
    resume();
    await reading;
    expect(viewers.read('p1')).toEqual({
      progress: { old: mark(10, 1), film: mark(20, 5), new: mark(40, 6) },
      ratings: { film: { rating: 'up', ratedAt: at(2) }, other: { rating: 'love', ratedAt: at(4) } },
      list: listed(3),
    });
  });

  it('holds a profile that saves before anything reads it, and merges its documents when it is needed', async () => {
    const { viewers, reads } = viewersOver({
      p1: { progress: { old: mark(10, 1) }, ratings: {}, list: { version: 0, entries: {} } },
    });
    viewers.saved(save('p1', 'film', 50, 3));
    expect(reads).toEqual([]);
    await viewers.ensure('p1');
    expect(viewers.read('p1').progress).toEqual({ old: mark(10, 1), film: mark(50, 3) });
  });

  it('takes removals from history before the profile is read: what the database held by then stays hidden', async () => {
    const { viewers } = viewersOver({
      p1: {
        progress: { old: mark(10, 1), film: mark(20, 2), kept: mark(30, 5) },
        ratings: {},
        list: { version: 0, entries: {} },
      },
    });
    const removal = { userId: 'account', profileId: 'p1' };
    viewers.saved({ ...removal, videoId: 'kept', removedAt: at(6).toISOString() });
    viewers.saved({ ...removal, removedAt: at(3).toISOString() });
    await viewers.ensure('p1');
    expect(viewers.read('p1').progress).toEqual({ kept: removedMark(at(6)) });
    expect(viewers.read('p1').historyClearedAt).toEqual(at(3));
  });

  it('skips a list change of a profile it does not hold: the document has it when the profile is read', () => {
    const { viewers } = viewersOver({});
    viewers.listChanged('stranger', 4, listed(1));
    expect(viewers.read('stranger').list).toEqual({});
    expect(viewers.size).toBe(0);
  });

  it('lets the least recently used go beyond the bound, once idle, and reads it again when next needed', async () => {
    const { viewers, clock, reads } = viewersOver({
      p1: { progress: { film: mark(1, 1) }, ratings: {}, list: { version: 1, entries: {} } },
    });
    await viewers.ensure('p1');
    await viewers.ensure('p2');
    clock.now = KEPT_WHILE_USED_MS + 1;
    await viewers.ensure('p2');
    await viewers.ensure('p3');
    expect(viewers.size).toBe(2);
    expect(viewers.read('p1').progress).toEqual({});
    await viewers.ensure('p1');
    expect(viewers.read('p1').progress).toEqual({ film: mark(1, 1) });
    expect(reads).toEqual(['p1', 'p2', 'p3', 'p1']);
  });

  it('keeps every profile used within the last minute, beyond the bound if it must', async () => {
    const { viewers, clock } = viewersOver({});
    for (const id of ['p1', 'p2', 'p3', 'p4']) await viewers.ensure(id);
    expect(viewers.size).toBe(4);
    clock.now = KEPT_WHILE_USED_MS + 1;
    viewers.saved(save('p5', 'film', 1, 1));
    expect(viewers.size).toBe(2);
  });

  it('reads a profile again after a failed read, keeping what arrived meanwhile', async () => {
    const failing = { once: true };
    const viewers = createViewers({
      progress: createProgressBook(),
      ratings: createRatingBook(),
      lists: createListBook(),
      load: async () => {
        if (failing.once) {
          failing.once = false;
          throw new Error('database unreachable');
        }
        return { progress: { old: mark(1, 1) }, ratings: {}, list: { version: 0, entries: {} } };
      },
      films: createKnownFilms(),
      most: 10,
    });
    viewers.saved(save('p1', 'film', 9, 2));
    await expect(viewers.ensure('p1')).rejects.toThrow('database unreachable');
    await viewers.ensure('p1');
    expect(viewers.read('p1').progress).toEqual({ old: mark(1, 1), film: mark(9, 2) });
  });

  it('forgets a deleted profile: let go, and a late save of it is not taken', async () => {
    const { viewers } = viewersOver({});
    await viewers.ensure('p1');
    viewers.saved(save('p1', 'film', 1, 1));
    viewers.forget('p1');
    viewers.saved(save('p1', 'film', 2, 2));
    expect(viewers.read('p1')).toEqual({ progress: {}, ratings: {}, list: {} });
  });
});
