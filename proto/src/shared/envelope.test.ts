import { z } from 'zod';
import { defineEvent } from './envelope';

const filmRated = defineEvent('catalogue.film.rated', z.object({ filmId: z.string(), stars: z.number().int() }));

describe('defineEvent', () => {
  it('builds an envelope with an id, a time and the correlation id', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const event = filmRated.create({ filmId: 'f1', stars: 4 }, 'request-1', now);
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'catalogue.film.rated',
      occurredAt: '2026-01-02T03:04:05.000Z',
      correlationId: 'request-1',
      data: { filmId: 'f1', stars: 4 },
    });
    expect(filmRated.parse(JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  it('refuses a type the envelope would refuse, when the contract is defined', () => {
    expect(() => defineEvent('billing.subscription.checkout-started', z.object({}))).toThrow(
      'type must be <service>.<aggregate>.<past-tense verb>',
    );
  });

  it('refuses to build an event whose payload breaks its schema', () => {
    expect(() => filmRated.create({ filmId: 'f1', stars: 4.5 }, 'request-1')).toThrow();
  });

  it('refuses an envelope of another type or with a bad payload', () => {
    const event = filmRated.create({ filmId: 'f1', stars: 4 }, 'r');
    expect(() => filmRated.parse({ ...event, type: 'catalogue.film.deleted' })).toThrow();
    expect(() => filmRated.parse({ ...event, data: { filmId: 'f1' } })).toThrow();
    expect(() => filmRated.parse({ ...event, id: 'not-a-uuid' })).toThrow();
  });
});
