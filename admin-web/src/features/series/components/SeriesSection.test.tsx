import { describe, expect, it } from '@jest/globals';
import { gql } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ValidSeriesInput } from '@cinevia/proto';
import { ToastProvider } from '@cinevia/ui';
import type { AdminSeriesRow } from '../api/adminSeries';
import { ADMIN_SERIES_QUERY } from '../api/useAdminSeries';
import { ADMIN_SERIES_DETAIL_QUERY } from '../api/useSeriesDetail';
import { SeriesSection } from './SeriesSection';

function row(id: string, title: string, overrides: Partial<AdminSeriesRow> = {}): AdminSeriesRow {
  return {
    __typename: 'Series',
    id,
    title,
    description: 'A keeper writes to the ships.',
    genre: 'Drama',
    maturityRating: '13+',
    artworkUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    isFeatured: false,
    seasonCount: 2,
    episodeCount: 3,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

const letters = row('s1', 'Lighthouse Letters', { isFeatured: true });

function seriesPage(series: AdminSeriesRow[]): MockedResponse {
  return {
    request: { query: ADMIN_SERIES_QUERY, variables: { search: '' } },
    result: {
      data: { adminSeries: { __typename: 'SeriesPage', series, nextCursor: null, totalCount: series.length } },
    },
  };
}

const episode = (id: string, title: string, youtubeId: string) => ({
  __typename: 'Episode',
  id,
  title,
  synopsis: '',
  duration: '42m',
  youtubeId,
});

/** Lighthouse Letters whole: two episodes in its first season, one in its second. */
const letterDetail: MockedResponse = {
  request: {
    query: ADMIN_SERIES_DETAIL_QUERY,
    variables: { id: 's1' },
  },
  result: {
    data: {
      adminSeriesById: {
        ...letters,
        customArtwork: false,
        seasons: [
          {
            __typename: 'Season',
            number: 1,
            episodes: [episode('e1', 'The Keeper', 'dQw4w9WgXcQ'), episode('e2', 'Fog', '9bZkp7q19f0')],
          },
          { __typename: 'Season', number: 2, episodes: [episode('e3', 'Spring Tide', 'M7lc1UVf-VE')] },
        ],
      },
    },
  },
};

function saved(mutation: 'createSeries' | 'updateSeries', variables: Record<string, unknown>): MockedResponse {
  const document =
    mutation === 'createSeries'
      ? gql`
          mutation CreateSeries($input: SeriesInput!) {
            createSeries(input: $input) {
              id
            }
          }
        `
      : gql`
          mutation UpdateSeries($id: ID!, $input: SeriesInput!) {
            updateSeries(id: $id, input: $input) {
              id
            }
          }
        `;
  return {
    request: { query: document, variables },
    result: { data: { [mutation]: { __typename: 'Series', id: 's9' } } },
  };
}

const newEpisode = (title: string, youtubeId: string) => ({ title, synopsis: '', duration: '', youtubeId });

function renderSection(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <SeriesSection />
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('the series table', () => {
  it('lists a page of series with their size, rating and featured flag', async () => {
    renderSection([seriesPage([letters, row('s2', 'Bakery on Juniper Street', { maturityRating: '7+' })])]);

    const rows = await screen.findAllByRole('row');
    const facts = (index: number) =>
      within(rows[index]!)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Lighthouse Letters');
    expect(facts(1)).toEqual(['Drama', '2', '3', '13+', 'Featured']);
    expect(facts(2)).toEqual(['Drama', '2', '3', '7+', 'No']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 2 series');
  });

  it('adds a series of two seasons from pasted links, naming the line it refused', async () => {
    const user = userEvent.setup();
    const input: ValidSeriesInput = {
      title: 'Harbour Lights',
      description: '',
      genre: 'Drama',
      maturityRating: '16+',
      artworkUrl: null,
      isFeatured: false,
      seasons: [
        { episodes: [newEpisode('Episode 1', '9bZkp7q19f0'), newEpisode('Episode 2', 'M7lc1UVf-VE')] },
        { episodes: [newEpisode('Episode 1', 'dQw4w9WgXcQ')] },
      ],
    };
    renderSection([seriesPage([]), saved('createSeries', { input }), seriesPage([row('s9', 'Harbour Lights')])]);

    await user.click(await screen.findByRole('button', { name: /Add New Series/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Series' });
    await user.type(within(dialog).getByLabelText('Title*'), 'Harbour Lights');
    await user.selectOptions(within(dialog).getByLabelText('Genre*'), 'Drama');
    await user.selectOptions(within(dialog).getByLabelText('Maturity Rating*'), '16+');
    await user.type(
      within(dialog).getByLabelText('Paste links for Season 1'),
      'https://youtu.be/9bZkp7q19f0{enter}not a link{enter}https://www.youtube.com/watch?v=M7lc1UVf-VE',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Add Episodes from Links' })[0]!);

    // The good lines became the season's episodes, in place of its empty one; the bad one stays, named.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Line 2 is not a YouTube link: “not a link”');
    expect(within(dialog).getByLabelText('Paste links for Season 1')).toHaveValue('not a link');
    const firstSeason = within(dialog).getByRole('region', { name: 'Season 1' });
    expect(
      within(firstSeason)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['S1:E1', 'S1:E2']);
    await user.clear(within(dialog).getByLabelText('Paste links for Season 1'));

    await user.click(within(dialog).getByRole('button', { name: 'Add Season' }));
    await user.type(within(dialog).getByLabelText('Paste links for Season 2'), 'dQw4w9WgXcQ');
    await user.click(within(dialog).getAllByRole('button', { name: 'Add Episodes from Links' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Add Series' }));

    expect(await screen.findByText('Series added successfully to the platform!')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Harbour Lights' })).toBeInTheDocument();
  });

  it('checks the form before saving: a series needs a title and each episode a title and a link', async () => {
    const user = userEvent.setup();
    renderSection([seriesPage([letters])]);

    await user.click(await screen.findByRole('button', { name: /Add New Series/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Series' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Series' }));

    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Episode title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('YouTube link is required')).toBeInTheDocument();
    // The only season and episode cannot be removed: a series has at least one of each.
    expect(within(dialog).getByRole('button', { name: 'Remove Season 1' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove S1:E1' })).toBeDisabled();
  });

  it('edits a series as stored, sending each episode with its id in its new place', async () => {
    const user = userEvent.setup();
    const input: ValidSeriesInput = {
      title: 'Lighthouse Letters',
      description: 'A keeper writes to the ships.',
      genre: 'Drama',
      maturityRating: '13+',
      artworkUrl: null,
      isFeatured: true,
      seasons: [
        {
          episodes: [
            { id: 'e2', title: 'Fog', synopsis: '', duration: '42m', youtubeId: '9bZkp7q19f0' },
            { id: 'e1', title: 'The Keeper', synopsis: '', duration: '42m', youtubeId: 'dQw4w9WgXcQ' },
          ],
        },
        { episodes: [{ id: 'e3', title: 'Spring Tide', synopsis: '', duration: '42m', youtubeId: 'M7lc1UVf-VE' }] },
      ],
    };
    renderSection([
      seriesPage([letters]),
      letterDetail,
      saved('updateSeries', { id: 's1', input }),
      seriesPage([letters]),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Edit Lighthouse Letters' }));
    // The series is asked for afresh, then its form takes the loading state's place.
    expect(await screen.findByLabelText('Title*')).toHaveValue('Lighthouse Letters');
    const dialog = screen.getByRole('dialog', { name: 'Edit Series' });
    const secondEpisode = within(dialog).getByRole('group', { name: 'S1:E2' });
    expect(within(secondEpisode).getByLabelText('Episode Title*')).toHaveValue('Fog');
    await user.click(within(dialog).getByRole('button', { name: 'Move S1:E2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Series' }));

    expect(await screen.findByText('Series updated successfully!')).toBeInTheDocument();
  });
});
