import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { gql } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@cinevia/ui';
import { apolloClient } from '../../../api/apolloClient';
import type { AdminVideo } from '../api/adminVideo';
import { ADMIN_VIDEOS_QUERY } from '../api/useAdminVideos';
import { FilmsPage } from './FilmsPage';

function film(id: string, title: string, overrides: Partial<AdminVideo> = {}): AdminVideo {
  return {
    __typename: 'Video',
    id,
    title,
    description: '',
    youtubeId: 'dQw4w9WgXcQ',
    thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    duration: '1h 40m',
    year: 2026,
    rating: null,
    genre: 'Drama',
    category: 'featured',
    maturityRating: '13+',
    isFeatured: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

const harbour = film('v1', 'Neon Harbour', { isFeatured: true });
const tides = film('v2', 'Quiet Tides', { genre: '', year: null });

function filmsPage(films: AdminVideo[]): MockedResponse {
  return {
    request: { query: ADMIN_VIDEOS_QUERY, variables: { search: '' } },
    result: {
      data: { adminVideos: { __typename: 'VideoPage', videos: films, nextCursor: null, totalCount: films.length } },
    },
  };
}

const DELETE_VIDEO = gql`
  mutation DeleteVideo($id: ID!) {
    deleteVideo(id: $id) {
      deletedVideoId
    }
  }
`;

function renderFilmsPage(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <FilmsPage />
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('the films table', () => {
  it('lists a page of films, one row each, with their facts', async () => {
    renderFilmsPage([filmsPage([harbour, tides])]);

    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'Neon Harbour',
      'Quiet Tides',
    ]);
    const facts = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent);
    // Genre, category, year, featured; a missing genre or year reads as a dash.
    expect(facts(rows[1]!)).toEqual(['Drama', 'Featured', '2026', 'Featured']);
    expect(facts(rows[2]!)).toEqual(['—', 'Featured', '—', 'No']);
  });

  it('asks before deleting; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    renderFilmsPage([filmsPage([harbour, tides])]);

    await user.click(await screen.findByRole('button', { name: 'Delete Quiet Tides' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Film' });
    expect(dialog).toHaveTextContent('Quiet Tides');
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this film? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Quiet Tides' })).toBeInTheDocument();
  });

  it('deletes the film once confirmed, says so and shows the list without it', async () => {
    const user = userEvent.setup();
    renderFilmsPage([
      filmsPage([harbour, tides]),
      {
        request: { query: DELETE_VIDEO, variables: { id: 'v2' } },
        result: { data: { deleteVideo: { __typename: 'DeleteVideoPayload', deletedVideoId: 'v2' } } },
      },
      filmsPage([harbour]),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete Quiet Tides' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Film deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete Quiet Tides' })).not.toBeInTheDocument();
  });

  it('checks the add form before saving: the title and link are required', async () => {
    const user = userEvent.setup();
    renderFilmsPage([filmsPage([harbour])]);

    await user.click(await screen.findByRole('button', { name: /Add New Film/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Film' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Film' }));

    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('YouTube Link*')).toHaveAccessibleDescription(
      expect.stringContaining('Paste full YouTube URL or just the video ID'),
    );
  });

  it('starts each opening of the edit form afresh from the film', async () => {
    const user = userEvent.setup();
    renderFilmsPage([filmsPage([harbour, tides])]);

    await user.click(await screen.findByRole('button', { name: 'Edit Neon Harbour' }));
    const title = within(screen.getByRole('dialog', { name: 'Edit Film' })).getByLabelText('Title*');
    await user.clear(title);
    await user.type(title, 'Something Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Neon Harbour' }));

    expect(within(screen.getByRole('dialog', { name: 'Edit Film' })).getByLabelText('Title*')).toHaveValue(
      'Neon Harbour',
    );
  });
});

describe('the films table, when the films cannot be loaded', () => {
  const UNAVAILABLE = 'Part of Cinevia is unavailable right now. Please try again in a moment.';

  /** A reply as `fetch` gives it (jsdom has no Response): what Apollo's HttpLink reads of one. */
  function reply(status: number, body: string, headers: Record<string, string>): Response {
    return { ok: status < 300, status, headers: new Headers(headers), text: async () => body } as Response;
  }

  /** The portal's own client (its links as the app has them), with `fetch` answering as given. */
  function renderWithGateway(answer: () => Promise<Response>) {
    globalThis.fetch = jest.fn<typeof fetch>(answer);
    return render(
      <ApolloProvider client={apolloClient}>
        <ToastProvider>
          <FilmsPage />
        </ToastProvider>
      </ApolloProvider>,
    );
  }

  afterEach(() => apolloClient.clearStore());

  it("shows the reference of a GraphQL reply's error under the server's words", async () => {
    renderWithGateway(async () =>
      reply(
        200,
        JSON.stringify({ data: null, errors: [{ message: UNAVAILABLE, extensions: { code: 'UNAVAILABLE' } }] }),
        {
          'content-type': 'application/json',
          'x-request-id': '9d8c7b6a-5f4e-4d3c-8b2a-0123456789ab',
        },
      ),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load films');
    expect(within(alert).getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(within(alert).getByText('Reference: 9d8c7b6a')).toBeInTheDocument();
  });

  it('shows the reference of a reply that is not GraphQL at all (a 502 from a proxy)', async () => {
    renderWithGateway(async () =>
      reply(502, '<html>Bad Gateway</html>', { 'content-type': 'text/html', 'x-request-id': 'e1f2a3b4c5d6' }),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(within(alert).getByText('Reference: e1f2a3b4')).toBeInTheDocument();
  });

  it('shows no reference when no reply came (a network failure)', async () => {
    renderWithGateway(async () => {
      throw new TypeError('Failed to fetch');
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load films');
    expect(within(alert).getByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Reference');
  });
});
