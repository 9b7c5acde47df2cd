import type { Request, Response } from 'express';
import { SEARCH_RESULTS } from '@cinevia/proto';
import { testFilm } from '@cinevia/harness';
import { createChangeLog } from '../catalogue-changes';
import { createReplyCache, searchAnswers, wholeCatalogue, type Freshness } from './reply-cache';

const film = (id: string, title: string) => testFilm(id, { title, description: 'A film.', genre: 'drama' });
const search = (q: string) => ({ query: { q } }) as unknown as Request;

function catalogue() {
  let now = 10_000;
  const log = createChangeLog(() => now);
  const changes = {
    ...log.reader,
    wrote: () => undefined,
    films: undefined as never,
    commissioned: undefined as never,
    stop: async () => {},
  };
  return { log, changes, pass: (ms: number) => (now += ms) };
}

describe('a kept search reply', () => {
  it('stays good across changes that cannot touch it, and is checked from where it was last good', () => {
    const { log, changes, pass } = catalogue();
    const freshness = searchAnswers(changes);
    const found = freshness.memo(search('lantern'), [{ id: 'lantern', title: 'The Lantern' }]);
    const since = freshness.begin()!;

    log.changed('harbour', film('harbour', 'Night Harbour'));
    log.changed('lantern-2', null);
    expect(freshness.check(search('lantern'), since, found)).toBe(changes.version());

    pass(5_000);
    log.changed('other', film('other', 'Quiet Fields'));
    expect(freshness.check(search('lantern'), changes.version() - 1, found)).toBe(changes.version());
  });

  it('stops being good when a film in it changes or goes, or a film that might match it comes', () => {
    const { log, changes } = catalogue();
    const freshness = searchAnswers(changes);
    const found = freshness.memo(search('lantern'), [{ id: 'lantern', title: 'The Lantern' }]);
    const since = freshness.begin()!;

    log.changed('lantern', film('lantern', 'The Lantern, renamed'));
    expect(freshness.check(search('lantern'), since, found)).toBeNull();
    expect(freshness.check(search('lantern'), changes.version(), found)).toBe(changes.version());

    log.changed('lantern', null);
    expect(freshness.check(search('lantern'), changes.version() - 1, found)).toBeNull();

    log.changed('keeper', film('keeper', 'The Lantren Keeper'));
    expect(freshness.check(search('lantern'), changes.version() - 1, freshness.memo(search('lantern'), []))).toBeNull();
  });

  it('is checked against the last second of changes when it is built, which a replica may not have applied', () => {
    const { log, changes, pass } = catalogue();
    const freshness = searchAnswers(changes);
    log.changed('keeper', film('keeper', 'The Lantern Keeper'));
    pass(500);

    const begun = freshness.begin()!;
    expect(begun).toBe(changes.version() - 1);
    expect(freshness.check(search('lantern'), begun, freshness.memo(search('lantern'), []))).toBeNull();
    expect(freshness.check(search('harbour'), begun, freshness.memo(search('lantern'), []))).toBe(changes.version());

    pass(500);
    expect(freshness.begin()).toBe(changes.version());
  });

  it('is built again once the changes since it was good are more than are remembered', () => {
    const { log, changes } = catalogue();
    const freshness = searchAnswers(changes);
    const since = freshness.begin()!;
    for (let index = 0; index < 4_000; index += 1) log.changed(`f${index}`, film(`f${index}`, 'Quiet Fields'));
    expect(freshness.check(search('lantern'), since, freshness.memo(search('lantern'), []))).toBeNull();
    expect(freshness.check(search('lantern'), changes.version() - 10, freshness.memo(search('lantern'), []))).toBe(
      changes.version(),
    );
  });

  it('of a full page of title matches is not touched by a film that might match only outside its title', () => {
    const { log, changes } = catalogue();
    const freshness = searchAnswers(changes);
    const titles = Array.from({ length: SEARCH_RESULTS }, (_, index) => ({
      kind: 'film',
      id: `t${index}`,
      title: `Lantern ${index}`,
    }));
    const full = freshness.memo(search('lantern'), titles);
    const since = freshness.begin()!;

    log.changed('elsewhere', testFilm('elsewhere', { title: 'Imported Reel 1', description: 'About a lantern.' }));
    expect(freshness.check(search('lantern'), since, full)).toBe(changes.version());
    const short = freshness.memo(search('lantern'), titles.slice(1));
    expect(freshness.check(search('lantern'), since, short)).toBeNull();

    log.changed('titled', testFilm('titled', { title: 'Lantern Nights' }));
    expect(freshness.check(search('lantern'), since + 1, full)).toBeNull();
  });

  it('holding a series is never taken as full: a new series may enter its shorter list by any field', () => {
    const { log, changes } = catalogue();
    const freshness = searchAnswers(changes);
    const found = [
      { kind: 'series', id: 's0', title: 'Lantern Nights' },
      ...Array.from({ length: SEARCH_RESULTS }, (_, index) => ({
        kind: 'film',
        id: `t${index}`,
        title: `Lantern ${index}`,
      })),
    ];
    const kept = freshness.memo(search('lantern'), found);
    const since = freshness.begin()!;

    log.changed('new-series', testFilm('new-series', { title: 'Harbour Tales', description: 'About a lantern.' }));
    expect(freshness.check(search('lantern'), since, kept)).toBeNull();
  });
});

describe('a kept reply drawn from every film', () => {
  it('is good until the next change, and is kept only once the last one has settled', () => {
    const { log, changes, pass } = catalogue();
    const freshness = wholeCatalogue(changes);
    const since = freshness.begin()!;
    expect(freshness.check(search(''), since, undefined)).toBe(since);

    log.changed('other', film('other', 'Quiet Fields'));
    expect(freshness.check(search(''), since, undefined)).toBeNull();
    expect(freshness.begin()).toBeNull();
    pass(1_000);
    expect(freshness.begin()).toBe(changes.version());
  });
});

describe('the reply cache', () => {
  const alwaysGood: Freshness<undefined> = { begin: () => 1, memo: () => undefined, check: (_req, since) => since };
  const asked = (url: string) =>
    ({ originalUrl: url, headers: {}, acceptsEncodings: () => 'gzip' }) as unknown as Request;
  const answered = () => {
    const res = { status: () => res, set: () => res, end: () => res };
    return res as unknown as Response;
  };

  it('lets the reply sent least recently go first when it is full', () => {
    const cache = createReplyCache(alwaysGood, 2);
    cache.store(asked('/a'), answered(), 1, { status: 200, body: 'a' });
    cache.store(asked('/b'), answered(), 1, { status: 200, body: 'b' });
    expect(cache.sendCached(asked('/a'), answered())).toBe(true);

    cache.store(asked('/c'), answered(), 1, { status: 200, body: 'c' });

    expect(cache.sendCached(asked('/b'), answered())).toBe(false);
    expect(cache.sendCached(asked('/a'), answered())).toBe(true);
    expect(cache.sendCached(asked('/c'), answered())).toBe(true);
  });
});
