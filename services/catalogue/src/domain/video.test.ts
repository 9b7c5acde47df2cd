import { catalogueEvents, type ValidVideoInput } from '@cinevia/proto';
import { createVideo, deleteVideo, toView, updateVideo } from './video';

const anInput = (overrides: Partial<ValidVideoInput> = {}): ValidVideoInput => ({
  title: 'Paper Moons',
  description: 'Two sisters build a lighthouse out of letters.',
  youtubeId: 'dQw4w9WgXcQ',
  duration: '1h 30m',
  year: 2025,
  rating: '8.5',
  genre: 'Drama',
  category: 'trending',
  isFeatured: false,
  ...overrides,
});
const meta = { now: new Date('2026-02-03T04:05:06.000Z'), correlationId: 'req-1' };

describe('createVideo', () => {
  it('derives the thumbnail, stamps the time, and announces the film', () => {
    const { video, events } = createVideo(anInput(), 'v1', meta);
    expect(video.thumbnailUrl).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(video).toMatchObject({ createdAt: meta.now, updatedAt: meta.now });
    expect(events.map((event) => catalogueEvents.videoCreated.parse(event).data.video)).toEqual([toView(video)]);
  });
});

describe('maturity rating', () => {
  it('rates a new film 13+ when the input gives no rating', () => {
    expect(createVideo(anInput(), 'v1', meta).video.maturityRating).toBe('13+');
    expect(createVideo(anInput({ maturityRating: 'All' }), 'v1', meta).video.maturityRating).toBe('All');
  });

  it("keeps a film's rating through an edit that gives none, and announces a new one", () => {
    const { video: existing } = createVideo(anInput({ maturityRating: '18+' }), 'v1', meta);
    expect(updateVideo(existing, anInput(), meta).events).toEqual([]);
    const { video, events } = updateVideo(existing, anInput({ maturityRating: '16+' }), meta);
    expect(video.maturityRating).toBe('16+');
    expect(catalogueEvents.videoUpdated.parse(events[0]).data.video.maturityRating).toBe('16+');
  });
});

describe('updateVideo', () => {
  it('keeps the id and creation time and announces the change', () => {
    const { video: existing } = createVideo(anInput(), 'v1', meta);
    const later = { ...meta, now: new Date('2026-03-01T00:00:00.000Z') };
    const { video, events } = updateVideo(existing, anInput({ title: 'Paper Moons (Director’s Cut)' }), later);
    expect(video).toMatchObject({
      id: 'v1',
      createdAt: existing.createdAt,
      updatedAt: later.now,
      title: 'Paper Moons (Director’s Cut)',
    });
    expect(catalogueEvents.videoUpdated.parse(events[0]).data.video.title).toBe('Paper Moons (Director’s Cut)');
  });

  it('changes and announces nothing when nothing changed', () => {
    const { video: existing } = createVideo(anInput(), 'v1', meta);
    const later = { ...meta, now: new Date('2026-03-01T00:00:00.000Z') };
    expect(updateVideo(existing, anInput(), later)).toEqual({ video: existing, events: [] });
  });
});

describe('deleteVideo', () => {
  it('announces the deletion by id', () => {
    const { video } = createVideo(anInput(), 'v1', meta);
    expect(catalogueEvents.videoDeleted.parse(deleteVideo(video, meta)[0]).data).toEqual({ videoId: 'v1' });
  });
});
