import { testFilmRequest } from '@cinevia/harness';
import { filmDeliveryInput } from '@cinevia/proto';
import { deliverFilm, type FilmRequest } from './film-request';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute));
const request = (status: FilmRequest['status']): FilmRequest => ({
  id: 'pi_1',
  userId: 'member-1',
  fields: testFilmRequest,
  status,
  paidAt: at(0),
  createdAt: at(0),
  version: 3,
});
const delivery = (youtubeId: string) =>
  filmDeliveryInput.parse({ title: 'The Keeper', youtubeId, duration: '1h 30m', genre: 'Drama', maturityRating: '7+' });
const meta = (minute: number) => ({ now: at(minute), correlationId: 'test', newFilmId: () => `film-${minute}` });

describe('delivering a commissioned film', () => {
  it('makes a private film of the member from a request in production, announced with it', () => {
    const { request: delivered, events } = deliverFilm(request('in_production'), delivery('dQw4w9WgXcQ'), meta(5));
    expect(delivered).toMatchObject({ status: 'delivered', version: 4 });
    expect(delivered.film).toMatchObject({
      id: 'film-5',
      title: 'The Keeper',
      youtubeId: 'dQw4w9WgXcQ',
      category: 'other',
      isFeatured: false,
      maturityRating: '7+',
      createdAt: at(5).toISOString(),
    });
    expect(events.map((event) => [event.type, event.data])).toEqual([
      [
        'commissions.film_request.delivered',
        { requestId: 'pi_1', userId: 'member-1', from: 'in_production', film: delivered.film, version: 4 },
      ],
    ]);
  });

  it('delivers again as the same film, first dated; the same film again changes nothing', () => {
    const first = deliverFilm(request('in_production'), delivery('dQw4w9WgXcQ'), meta(5)).request;
    const again = deliverFilm(first, delivery('https://youtu.be/aqz-KE-bpKQ'), meta(9));
    expect(again.request.film).toMatchObject({
      id: 'film-5',
      youtubeId: 'aqz-KE-bpKQ',
      createdAt: at(5).toISOString(),
    });
    expect(again.events[0]?.data).toMatchObject({ from: 'delivered', version: 5 });
    expect(deliverFilm(again.request, delivery('aqz-KE-bpKQ'), meta(12)).events).toEqual([]);
  });

  it('refuses a request not yet in production, or cancelled', () => {
    for (const status of ['submitted', 'cancelled'] as const)
      expect(() => deliverFilm(request(status), delivery('dQw4w9WgXcQ'), meta(5))).toThrow(
        `A ${status} request cannot be delivered.`,
      );
  });
});
