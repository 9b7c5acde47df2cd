import { describe, expect, it } from '@jest/globals';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@cinevia/ui';
import type { AdminFilmRequest } from '../api/adminFilmRequest';
import { ADMIN_FILM_REQUESTS_QUERY, FILM_REQUESTS_PAGE_SIZE } from '../api/useAdminFilmRequests';
import { DELIVER_FILM_MUTATION } from '../api/useDeliverFilm';
import { FILM_REQUEST_TEXTS_QUERY } from '../api/useFilmRequestTexts';
import { FilmRequestsSection } from './FilmRequestsSection';

const member = { __typename: 'User' as const, id: 'u1', email: 'pat@example.com', firstName: 'Pat', lastName: 'Ron' };

function filmRequest(overrides: Partial<AdminFilmRequest> = {}): AdminFilmRequest {
  return {
    __typename: 'FilmRequest',
    id: 'pi_1',
    status: 'in_production',
    title: 'The Lighthouse Keeper',
    genre: 'drama',
    duration: 'long',
    timeline: '3-4 weeks',
    paidAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    targetAudience: 'family',
    style: 'realistic',
    tone: 'uplifting',
    member,
    film: null,
    ...overrides,
  } as AdminFilmRequest;
}

const listed = (requests: AdminFilmRequest[]): MockedResponse => ({
  request: { query: ADMIN_FILM_REQUESTS_QUERY, variables: { first: FILM_REQUESTS_PAGE_SIZE } },
  result: { data: { filmRequests: { __typename: 'FilmRequestPage', requests, nextCursor: null } } },
});

const texts: MockedResponse = {
  request: { query: FILM_REQUEST_TEXTS_QUERY, variables: { id: 'pi_1' } },
  result: {
    data: {
      filmRequest: {
        __typename: 'FilmRequest',
        id: 'pi_1',
        description: 'A keeper writes to the ships.',
        setting: 'A rock at sea',
        characters: 'The keeper',
        plot: 'Letters, then a storm',
        visualElements: 'Grey light',
        audioElements: 'Waves',
        specialEffects: null,
        inspiration: null,
        additionalNotes: null,
      },
    },
  },
};

const film = {
  __typename: 'Video' as const,
  id: 'film-1',
  title: 'The Lighthouse Keeper',
  description: '',
  youtubeId: 'dQw4w9WgXcQ',
  duration: '1h 32m',
  genre: 'Drama',
  maturityRating: '13+',
};

const delivered: MockedResponse = {
  request: {
    query: DELIVER_FILM_MUTATION,
    variables: {
      id: 'pi_1',
      input: {
        title: 'The Lighthouse Keeper',
        description: '',
        youtubeId: 'dQw4w9WgXcQ',
        duration: '1h 32m',
        genre: 'Drama',
        maturityRating: '13+',
      },
    },
  },
  result: { data: { deliverFilmRequest: filmRequest({ status: 'delivered', film }) } },
};

function renderSection(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <FilmRequestsSection />
      </ToastProvider>
    </MockedProvider>,
  );
}

describe("the portal's film requests", () => {
  it('lists each request with its member, choices and status, and says when there are none', async () => {
    const { unmount } = renderSection([listed([filmRequest()])]);
    const row = await screen.findByRole('row', { name: /The Lighthouse Keeper/ });
    expect(row).toHaveTextContent('pat@example.com');
    expect(row).toHaveTextContent('Drama');
    expect(row).toHaveTextContent('Long (30-60 min)');
    expect(row).toHaveTextContent('In production');
    unmount();
    renderSection([listed([])]);
    expect(await screen.findByText('No film requests yet')).toBeInTheDocument();
  });

  it('delivers the film of a request in production: checked first, then sent with its link read to its id', async () => {
    const user = userEvent.setup();
    renderSection([listed([filmRequest()]), texts, delivered]);
    await user.click(await screen.findByRole('button', { name: 'View The Lighthouse Keeper' }));
    const details = screen.getByRole('dialog', { name: 'The Lighthouse Keeper' });
    expect(await within(details).findByText('A keeper writes to the ships.')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Deliver Film' }));

    const form = screen.getByRole('dialog', { name: 'Deliver Film' });
    expect(within(form).getByLabelText('Title*')).toHaveValue('The Lighthouse Keeper');
    expect(within(form).getByLabelText('Genre*')).toHaveValue('Drama');
    await user.click(within(form).getByRole('button', { name: 'Deliver Film' }));
    expect(await within(form).findByText('YouTube link is required')).toBeInTheDocument();
    expect(within(form).getByText('Maturity rating is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('YouTube Link*'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.type(within(form).getByLabelText('Duration'), '1h 32m');
    await user.selectOptions(within(form).getByLabelText('Maturity Rating*'), '13+');
    await user.click(within(form).getByRole('button', { name: 'Deliver Film' }));

    expect(
      await screen.findByText('"The Lighthouse Keeper" is delivered: the member can watch it now.'),
    ).toBeInTheDocument();
    const after = await screen.findByRole('dialog', { name: 'The Lighthouse Keeper' });
    expect(within(after).getByRole('button', { name: 'Deliver Again' })).toBeInTheDocument();
    expect(after).toHaveTextContent('Film delivered');
    await user.click(within(after).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('row', { name: /The Lighthouse Keeper/ })).toHaveTextContent('Delivered');
  });
});
