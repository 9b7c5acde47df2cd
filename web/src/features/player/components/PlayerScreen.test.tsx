import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { of } from 'rxjs';
import { ToastProvider } from '@cinevia/ui';
import { testMember } from '../../../testing/member';
import type { PlayingEpisode, WatchVideo } from '../api/useWatchRoute';
import type { PlaybackState, VideoPlayer, VideoPlayerEvents } from '../types/videoPlayer';
import { PlayerScreen } from './PlayerScreen';

/** The video host's player, played by the test: it says what the screen asked of it. */
class FakePlayer implements VideoPlayer {
  loaded: { youtubeId: string; startSeconds: number } | null = null;
  time = 0;
  length = 600;
  muted = false;
  destroyed = false;
  readonly calls: string[] = [];
  constructor(readonly events: VideoPlayerEvents) {}
  load(youtubeId: string, startSeconds: number) {
    this.loaded = { youtubeId, startSeconds };
    this.time = startSeconds;
  }
  play = () => void this.calls.push('play');
  pause = () => void this.calls.push('pause');
  mute = () => void (this.muted = true);
  unmute = () => void (this.muted = false);
  isMuted = () => this.muted;
  seekTo = (seconds: number) => void (this.time = seconds);
  getCurrentTime = () => this.time;
  getDuration = () => this.length;
  destroy = () => void (this.destroyed = true);
  /** The host reports a change of state, as its IFrame API does. */
  become(state: PlaybackState) {
    act(() => this.events.onStateChange(state));
  }
}

const film: WatchVideo = {
  __typename: 'Video',
  id: 'v1',
  title: 'Neon Harbour',
  description: 'A city that never sleeps.',
  youtubeId: 'yt-neon',
  duration: '10m',
  year: 2026,
  rating: null,
  maturityRating: '13+',
  genre: 'Drama',
  progress: null,
};

/** S2:E4 of a series, S2:E5 after it. */
const oldOrbit: PlayingEpisode = {
  id: 'episode-4',
  label: 'S2:E4',
  title: 'Old Orbit',
  seasonNumber: 2,
  seriesId: 'series-1',
  next: { id: 'episode-5', label: 'S2:E5', title: 'Cold Start' },
  seasons: [
    { number: 1, episodes: [{ id: 'episode-1', label: 'S1:E1', title: 'Launch' }] },
    {
      number: 2,
      episodes: [
        { id: 'episode-4', label: 'S2:E4', title: 'Old Orbit' },
        { id: 'episode-5', label: 'S2:E5', title: 'Cold Start' },
      ],
    },
  ],
};

/** The gateway's answer to a save (jsdom has no Response). */
const reply = (status: number) => ({ ok: status < 400, status }) as Response;

let players: FakePlayer[];
let fetchMock: jest.Mock<typeof fetch>;
const onUnauthorized = jest.fn();

/** Where the screen sent the member. */
function CurrentPath() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The thumbs the screen sent (rateTitle's variables). */
let rated: Record<string, unknown>[];

/** The gateway as the screen's own queries meet it: a member signed in, with no thumbs yet. */
const gatewayLink = new ApolloLink((operation) => {
  const member = { __typename: 'User', ...testMember() };
  const variables = operation.variables as { videoId: string; rating: string | null };
  if (operation.operationName === 'Viewer') return of({ data: { me: member } });
  if (operation.operationName === 'Ratings') return of({ data: { viewer: { ...member, ratings: [] } } });
  if (operation.operationName === 'RateTitleMutation') {
    rated.push(variables);
    return of({
      data: { rateTitle: { __typename: 'RatedTitle', videoId: variables.videoId, rating: variables.rating } },
    });
  }
  return of({ errors: [{ message: `no answer for ${operation.operationName}` }] });
});

function renderPlayer(video: WatchVideo = film, episode?: PlayingEpisode, autoplay = true) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: gatewayLink });
  return render(
    <ApolloProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/watch/episode-4']}>
          <PlayerScreen
            video={video}
            episode={episode}
            autoplay={autoplay}
            viewerId="member-1"
            onUnauthorized={onUnauthorized}
            createPlayer={(_stage, events) => {
              const player = new FakePlayer(events);
              players.push(player);
              return player;
            }}
          />
          <CurrentPath />
        </MemoryRouter>
      </ToastProvider>
    </ApolloProvider>,
  );
}

/** The film has loaded and plays. */
function startPlaying(player: FakePlayer) {
  act(() => player.events.onReady());
  player.become('playing');
}

/** The bodies of the progress saves sent so far. */
function savedBodies(): { progress: number; duration: number; videoId: string }[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/watch-progress')
    .map(([, init]) => JSON.parse(String(init?.body)) as { progress: number; duration: number; videoId: string });
}

beforeEach(() => {
  jest.useFakeTimers();
  players = [];
  rated = [];
  onUnauthorized.mockReset();
  fetchMock = jest.fn<typeof fetch>(async () => reply(202));
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the player screen', () => {
  it('starts the film where the member stopped, and from the start once they had finished it', () => {
    renderPlayer({ ...film, progress: { __typename: 'WatchProgress', videoId: 'v1', progress: 125.6, duration: 600 } });
    expect(players[0]?.loaded).toEqual({ youtubeId: 'yt-neon', startSeconds: 125 });

    renderPlayer({ ...film, progress: { __typename: 'WatchProgress', videoId: 'v1', progress: 590, duration: 600 } });
    expect(players[1]?.loaded).toEqual({ youtubeId: 'yt-neon', startSeconds: 0 });
  });

  it("names an episode under its series' title, in the overlay and the tab", () => {
    renderPlayer({ ...film, title: 'The Long Salvage' }, { ...oldOrbit, next: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Long Salvage');
    expect(screen.getByText('Old Orbit').textContent).toBe('S2:E4 Old Orbit');
    expect(document.title).toMatch(/^The Long Salvage S2:E4/);
  });

  it('counts the next episode down in the last 20 s and plays it at zero; Cancel stops it, Play now does not wait', () => {
    renderPlayer({ ...film, title: 'The Long Salvage' }, oldOrbit);
    const player = players[0]!;
    act(() => player.events.onReady());
    player.time = 570;
    player.become('playing');
    expect(screen.queryByText(/^Next episode in/)).toBeNull();
    player.time = 585;
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('Next episode in 10')).toBeTruthy();
    expect(screen.getByText('Cold Start').textContent).toBe('S2:E5 Cold Start');
    act(() => jest.advanceTimersByTime(9_000));
    expect(screen.getByTestId('location').textContent).toBe('/watch/episode-4');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('location').textContent).toBe('/watch/episode-5');
  });

  it('only offers the next episode to a profile with autoplay off: it plays when asked', () => {
    renderPlayer({ ...film, title: 'The Long Salvage' }, oldOrbit, false);
    const player = players[0]!;
    act(() => player.events.onReady());
    player.become('ended');
    expect(screen.getByText('Next episode')).toBeTruthy();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByTestId('location').textContent).toBe('/watch/episode-4');
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(screen.getByTestId('location').textContent).toBe('/watch/episode-5');
  });

  it("opens the episodes panel at the playing one's season, and plays the one chosen in its place", () => {
    renderPlayer({ ...film, title: 'The Long Salvage' }, oldOrbit);
    act(() => players[0]!.events.onReady());
    fireEvent.click(screen.getByRole('button', { name: 'Episodes' }));
    const panel = screen.getByRole('complementary', { name: 'Episodes' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['S2:E4 Old Orbit', 'S2:E5 Cold Start']);
    expect(links[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Season' }), { target: { value: '1' } });
    fireEvent.click(within(panel).getByRole('link', { name: 'S1:E1 Launch' }));
    expect(screen.getByTestId('location').textContent).toBe('/watch/episode-1');
  });

  it("asks at a film's end what the member thought of it, and sends the thumbs chosen", async () => {
    renderPlayer();
    const player = players[0]!;
    act(() => player.events.onReady());
    expect(screen.queryByText('What did you think of Neon Harbour?')).toBeNull();
    player.become('ended');
    const thumbs = await screen.findByRole('group', { name: 'Rate Neon Harbour' });
    const choices = within(thumbs).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Not for me', 'I like this', 'Love this!']);
    expect(screen.getByText('What did you think of Neon Harbour?')).toBeTruthy();
    fireEvent.click(within(thumbs).getByRole('button', { name: 'Love this!' }));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(rated).toEqual([expect.objectContaining({ videoId: 'v1', rating: 'love' })]);
    expect(within(thumbs).getByRole('button', { name: 'Love this!' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has no episodes panel for a film', () => {
    renderPlayer();
    act(() => players[0]!.events.onReady());
    expect(screen.queryByRole('button', { name: 'Episodes' })).toBeNull();
  });

  it('lets the member cancel the countdown, and ends the last episode on the series page', () => {
    const { unmount } = renderPlayer({ ...film, title: 'The Long Salvage' }, oldOrbit);
    const player = players[0]!;
    act(() => player.events.onReady());
    player.become('ended');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.queryByText(/^Next episode in/)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/watch/episode-4');
    unmount();

    renderPlayer({ ...film, title: 'The Long Salvage' }, { ...oldOrbit, next: null });
    act(() => players[1]!.events.onReady());
    players[1]!.become('ended');
    expect(screen.getByTestId('location').textContent).toBe('/series/series-1');
  });

  it('shows a spinner until the player is ready, then the controls', () => {
    renderPlayer();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the player');
    expect(screen.queryByRole('slider', { name: 'Seek' })).not.toBeInTheDocument();

    act(() => players[0]!.events.onReady());

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:00 of 10:00');
  });

  it('answers its keys: Space and K play and pause, M mutes, the arrows jump 10 s', () => {
    renderPlayer();
    const player = players[0]!;
    act(() => player.events.onReady());

    fireEvent.keyDown(document.body, { key: ' ' });
    expect(player.calls).toEqual(['play']);
    player.become('playing');
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(player.calls).toEqual(['play', 'pause']);

    fireEvent.keyDown(document.body, { key: 'm' });
    expect(player.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();

    // The film plays on to 100 s; the clock follows it four times a second.
    player.time = 100;
    act(() => jest.advanceTimersByTime(250));
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(player.time).toBe(110);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(player.time).toBe(90);
  });

  it('saves where the member is every 10 s while the film plays, and sends them to sign in on a 401', async () => {
    renderPlayer();
    const player = players[0]!;
    startPlaying(player);

    player.time = 42;
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(savedBodies()).toEqual([expect.objectContaining({ videoId: 'v1', progress: 42, duration: 600 })]);

    fetchMock.mockResolvedValue(reply(401));
    player.time = 52;
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(savedBodies().map((body) => body.progress)).toEqual([42, 52]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(reply(202));
  });

  it('saves nothing while paused, and once more on leaving, with keepalive', async () => {
    const { unmount } = renderPlayer();
    const player = players[0]!;
    startPlaying(player);
    player.become('paused');
    player.time = 77;
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(savedBodies()).toEqual([]);

    unmount();

    expect(savedBodies()).toEqual([expect.objectContaining({ progress: 77 })]);
    expect(fetchMock.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ keepalive: true }));
    expect(player.destroyed).toBe(true);
  });

  it('saves no place before the length is known, and the length the player tells at once', () => {
    const untimed = renderPlayer({ ...film, duration: '' });
    const player = players[0]!;
    player.length = 0;
    startPlaying(player);
    player.time = 0.04;
    untimed.unmount();
    expect(savedBodies()).toEqual([]);

    // The player knows the length by the time the member leaves, before any render has used it.
    const { unmount } = renderPlayer({ ...film, duration: '' });
    const next = players[1]!;
    startPlaying(next);
    next.time = 0.04;
    unmount();
    expect(savedBodies()).toEqual([expect.objectContaining({ progress: 0.04, duration: 600 })]);
  });

  it('hides its overlays 3 s after the mouse stops while the film plays, and shows them on a move', () => {
    const { container } = renderPlayer();
    const page = container.firstElementChild!;
    startPlaying(players[0]!);

    act(() => jest.advanceTimersByTime(3_000));
    expect(page).toHaveAttribute('data-controls', 'hidden');

    fireEvent.mouseMove(page);
    expect(page).toHaveAttribute('data-controls', 'shown');
    players[0]!.become('paused');
    act(() => jest.advanceTimersByTime(10_000));
    expect(page).toHaveAttribute('data-controls', 'shown');
  });

  it('says when the player could not load, and Retry makes a new one', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPlayer();
    act(() => players[0]!.events.onError('blocked'));

    expect(screen.getByRole('alert')).toHaveTextContent('The player could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(players).toHaveLength(2);
    expect(players[0]!.destroyed).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the player');
  });
});
