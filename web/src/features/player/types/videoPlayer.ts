/** What the watch page needs from a player, whichever host plays the film: the `VideoPlayer` port. */
export type PlaybackState = 'unstarted' | 'playing' | 'paused' | 'buffering' | 'ended';

export type VideoPlayerEvents = {
  /** The film is loaded; the time and duration can be read. */
  onReady: () => void;
  onStateChange: (state: PlaybackState) => void;
  /** The host's script did not load or the player refused the film. */
  onError: (reason: string) => void;
};

export interface VideoPlayer {
  /** Loads a film and starts it (autoplay) at `startSeconds`; may be called once per player. */
  load(youtubeId: string, startSeconds: number): void;
  play(): void;
  pause(): void;
  mute(): void;
  unmute(): void;
  isMuted(): boolean;
  seekTo(seconds: number): void;
  /** Seconds from the start; 0 before the film is ready. */
  getCurrentTime(): number;
  /** Seconds in the film; 0 while the host does not know yet. */
  getDuration(): number;
  /** Removes the player and its iframe; later calls do nothing. */
  destroy(): void;
}
