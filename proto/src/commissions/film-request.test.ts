import { filmRequestBody, filmRequestFields, FILM_REQUEST_TABS } from './film-request';

const valid = {
  title: 'The Lighthouse Keeper',
  description: 'A keeper writes letters to the sea.',
  genre: 'drama',
  duration: 'short',
  targetAudience: 'family',
  timeline: '3-4 weeks',
  style: 'vintage',
  tone: 'contemplative',
  setting: 'A rocky island',
  characters: 'Old keeper, a curious gull',
  plot: 'Every night she writes a letter and throws it to the waves.',
  visualElements: 'Warm lamplight, grey seas',
  audioElements: 'Waves, a slow cello',
};

const messages = (input: unknown) =>
  filmRequestFields.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('filmRequestFields', () => {
  it('accepts a complete request, optional fields left out', () => {
    expect(filmRequestFields.parse(valid)).toEqual(valid);
  });

  it.each([
    ['title', '', 'Title is required'],
    ['description', 'Too short', 'Description must be at least 10 characters'],
    ['genre', '', 'Genre is required'],
    ['duration', 'epic', 'Duration is required'],
    ['targetAudience', undefined, 'Target audience is required'],
    ['timeline', '', 'Timeline is required'],
    ['style', '', 'Style is required'],
    ['tone', '', 'Tone is required'],
    ['setting', 'Sea', 'Setting must be at least 5 characters'],
    ['characters', 'A keeper', 'Characters description must be at least 10 characters'],
    ['plot', 'She writes.', 'Plot must be at least 20 characters'],
    ['visualElements', 'Lamps', 'Visual elements must be at least 10 characters'],
    ['audioElements', 'Waves', 'Audio elements must be at least 10 characters'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual([message]);
  });

  it('measures lengths after trimming', () => {
    expect(messages({ ...valid, setting: '   Sea   ' })).toEqual(['Setting must be at least 5 characters']);
  });

  it('places every field on exactly one tab', () => {
    const onTabs = Object.values(FILM_REQUEST_TABS).flat().sort();
    expect(onTabs).toEqual(Object.keys(filmRequestFields.shape).sort());
  });
});

describe('filmRequestBody', () => {
  it('needs the payment intent id', () => {
    expect(filmRequestBody.safeParse(valid).error?.issues[0]?.message).toBe('Payment intent id is required');
    expect(
      filmRequestBody.parse({ ...valid, paymentStatus: 'paid', stripePaymentIntentId: 'pi_123' }).stripePaymentIntentId,
    ).toBe('pi_123');
  });
});
