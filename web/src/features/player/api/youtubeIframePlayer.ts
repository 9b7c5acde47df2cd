import type { PlaybackState, VideoPlayer, VideoPlayerEvents } from '../types/videoPlayer';

/**
 * The video host's IFrame API script. Browser tests cannot reach the host, so they set
 * `window.__CINEVIA_PLAYER_SCRIPT__` (with `addInitScript`, before the app loads) or route this URL
 * to a local stand-in (e2e/support/fake-youtube-iframe-api.js). Read once, when this module loads.
 */
const PLAYER_SCRIPT_URL: string = window.__CINEVIA_PLAYER_SCRIPT__ ?? 'https://www.youtube.com/iframe_api';

/** A script that loads but never calls back counts as failed after this long. */
const SCRIPT_TIMEOUT_MS = 15_000;

/** The small part of the host's `YT` namespace this adapter uses. */
type HostPlayer = {
  playVideo(): void;
  pauseVideo(): void;
  mute(): void;
  unMute(): void;
  isMuted(): boolean;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
};
type HostNamespace = {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width?: string;
      height?: string;
      playerVars: Record<string, number>;
      events: {
        onReady: () => void;
        onStateChange: (event: { data: number }) => void;
        onError: (event: { data: number }) => void;
      };
    },
  ) => HostPlayer;
};

declare global {
  interface Window {
    YT?: HostNamespace;
    onYouTubeIframeAPIReady?: () => void;
    /** Test-only: where to load the player script from (see PLAYER_SCRIPT_URL). */
    __CINEVIA_PLAYER_SCRIPT__?: string;
  }
}

/** The host's `YT.PlayerState` numbers. */
const HOST_STATES: Record<number, PlaybackState> = {
  [-1]: 'unstarted',
  0: 'ended',
  1: 'playing',
  2: 'paused',
  3: 'buffering',
};

let hostReady: Promise<HostNamespace> | null = null;

/** Loads the host's script once per page; a failed load is forgotten so Retry tries again. */
function loadHost(): Promise<HostNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  hostReady ??= new Promise<HostNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      hostReady = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('The player script did not start in time'), SCRIPT_TIMEOUT_MS);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      if (window.YT?.Player) resolve(window.YT);
      else fail('The player script loaded without a player');
    };
    script.src = PLAYER_SCRIPT_URL;
    script.async = true;
    script.onerror = () => fail(`Could not load ${PLAYER_SCRIPT_URL}`);
    document.head.append(script);
  });
  return hostReady;
}

/**
 * The one `VideoPlayer` adapter: the host's embedded IFrame player, without its own controls (the
 * watch page draws them). The host replaces the element it is given with an iframe, so the player
 * gets a child of `container` that React does not manage.
 */
export function createIframePlayer(container: HTMLElement, events: VideoPlayerEvents): VideoPlayer {
  let host: HostPlayer | null = null;
  let ready = false;
  let destroyed = false;
  const mount = document.createElement('div');
  container.append(mount);

  const whenReady = (action: (player: HostPlayer) => void) => {
    if (host && ready) action(host);
  };

  return {
    load(youtubeId, startSeconds) {
      loadHost().then(
        (namespace) => {
          if (destroyed) return;
          host = new namespace.Player(mount, {
            videoId: youtubeId,
            width: '100%',
            height: '100%',
            playerVars: {
              autoplay: 1,
              controls: 0,
              start: Math.max(0, Math.floor(startSeconds)),
              playsinline: 1,
              rel: 0,
            },
            events: {
              onReady: () => {
                if (destroyed) return;
                ready = true;
                events.onReady();
              },
              onStateChange: ({ data }) => {
                const state = HOST_STATES[data];
                if (state && !destroyed) events.onStateChange(state);
              },
              onError: ({ data }) => {
                if (!destroyed) events.onError(`The player refused the film (code ${data})`);
              },
            },
          });
        },
        (error: unknown) => {
          if (!destroyed) events.onError(error instanceof Error ? error.message : String(error));
        },
      );
    },
    play: () => whenReady((player) => player.playVideo()),
    pause: () => whenReady((player) => player.pauseVideo()),
    mute: () => whenReady((player) => player.mute()),
    unmute: () => whenReady((player) => player.unMute()),
    isMuted: () => (host && ready ? host.isMuted() : false),
    seekTo: (seconds) => whenReady((player) => player.seekTo(seconds, true)),
    getCurrentTime: () => (host && ready ? host.getCurrentTime() || 0 : 0),
    getDuration: () => (host && ready ? host.getDuration() || 0 : 0),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      host?.destroy();
      host = null;
      container.replaceChildren();
    },
  };
}
