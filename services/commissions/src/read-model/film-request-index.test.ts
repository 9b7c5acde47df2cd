import type { FilmRequestStatus } from '@cinevia/proto';
import { createFilmRequestIndex, decodeCursor, type FilmRequestSummary } from './film-request-index';

const listed = {
  title: 'Moon Harbour',
  genre: 'drama',
  duration: 'short',
  targetAudience: 'family',
  timeline: 'flexible',
  style: 'vintage',
  tone: 'uplifting',
} as const;

function summary(id: string, minute: number, userId = 'u1', status: FilmRequestStatus = 'submitted', version = 1) {
  const createdAt = new Date(Date.UTC(2026, 2, 10, 12, minute));
  return { id, userId, status, paidAt: createdAt, createdAt, version, listed } satisfies FilmRequestSummary;
}

describe('the film request read model', () => {
  it('pages newest first with cursors that new requests do not shift', () => {
    const index = createFilmRequestIndex();
    for (const [id, minute] of [
      ['a', 1],
      ['c', 3],
      ['b', 2],
      ['e', 5],
      ['d', 4],
    ] as const)
      index.apply(summary(id, minute));
    const first = index.page(2);
    expect(first.requests.map((request) => request.id)).toEqual(['e', 'd']);
    index.apply(summary('f', 6));
    const second = index.page(2, first.nextCursor!);
    expect(second.requests.map((request) => request.id)).toEqual(['c', 'b']);
    const last = index.page(2, second.nextCursor!);
    expect([last.requests.map((request) => request.id), last.nextCursor]).toEqual([['a'], null]);
  });

  it('orders requests made in the same millisecond by id, so no page repeats or skips one', () => {
    const index = createFilmRequestIndex();
    for (const id of ['p', 'r', 'q']) index.apply(summary(id, 1));
    const first = index.page(1);
    const rest = index.page(5, first.nextCursor!);
    expect([...first.requests, ...rest.requests].map((request) => request.id)).toEqual(['r', 'q', 'p']);
  });

  it('keeps the newest version of a request, whatever order changes arrive in', () => {
    const index = createFilmRequestIndex();
    index.apply(summary('a', 1, 'u1', 'in_production', 2));
    index.apply(summary('a', 1));
    index.applyStatus({ requestId: 'a', status: 'in_production', version: 2 });
    index.applyStatus({ requestId: 'a', status: 'delivered', version: 3 });
    index.applyStatus({ requestId: 'a', status: 'in_production', version: 2 });
    index.applyStatus({ requestId: 'unknown', status: 'delivered', version: 9 });
    expect(index.page(10).requests.map((request) => [request.id, request.status])).toEqual([['a', 'delivered']]);
    expect(index.size).toBe(1);
  });

  it("lists a member's own requests, newest first", () => {
    const index = createFilmRequestIndex();
    index.apply(summary('old', 1, 'u1'));
    index.apply(summary('other', 2, 'u2'));
    index.apply(summary('new', 3, 'u1'));
    expect(index.forMember('u1').map((request) => request.id)).toEqual(['new', 'old']);
    expect(index.forMember('nobody')).toEqual([]);
  });

  it('refuses a cursor it did not make', () => {
    expect(() => decodeCursor('not-a-cursor')).toThrow('Invalid cursor');
    expect(() => createFilmRequestIndex().page(5, Buffer.from('["x"]').toString('base64url'))).toThrow(
      'Invalid cursor',
    );
  });
});
