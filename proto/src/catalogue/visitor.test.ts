import { forVisitor } from './visitor';
import { youTubeThumbnail } from './youtube';

describe('forVisitor', () => {
  it('empties every video host id and host thumbnail, at any depth, and keeps the rest', () => {
    const film = { id: 'f1', title: 'Tide', youtubeId: 'dQw4w9WgXcQ', thumbnailUrl: youTubeThumbnail('dQw4w9WgXcQ') };
    const series = {
      id: 's1',
      artworkUrl: youTubeThumbnail('aaaaaaaaaaa'),
      seasons: [
        {
          number: 1,
          episodes: [{ id: 'e1', youtubeId: 'aaaaaaaaaaa', thumbnailUrl: youTubeThumbnail('aaaaaaaaaaa') }],
        },
      ],
    };

    expect(forVisitor([film, series])).toEqual([
      { id: 'f1', title: 'Tide', youtubeId: '', thumbnailUrl: '' },
      { id: 's1', artworkUrl: '', seasons: [{ number: 1, episodes: [{ id: 'e1', youtubeId: '', thumbnailUrl: '' }] }] },
    ]);
  });

  it("keeps the administrator's own artwork and every other value as it is", () => {
    const series = { artworkUrl: 'https://images.example/tide.jpg', seasonCount: 2, isFeatured: false, year: null };

    expect(forVisitor(series)).toEqual(series);
  });
});
