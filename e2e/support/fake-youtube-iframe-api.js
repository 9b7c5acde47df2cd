/* global window, document, setTimeout */
/**
 * A stand-in for the video host's IFrame API script (https://www.youtube.com/iframe_api), served to
 * the page by Playwright's `page.route` because the real host is unreachable from the test machines.
 * It implements only the part of `YT.Player` the app's adapter uses. Time comes from `Date.now()`,
 * so `page.clock` speeds it up together with the app's own timers; tests can also jump with
 * `window.__fakePlayer.advance(seconds)`. Every player created is kept in `window.__fakePlayers`
 * (its `options` hold the `playerVars.start` the app asked for; `seeks` lists each seekTo).
 */
(function installFakeYouTube() {
  var DURATION_SECONDS = 600;
  var STATES = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };

  function FakePlayer(element, options) {
    this.options = options;
    this.seeks = [];
    this.muted = false;
    this.state = STATES.UNSTARTED;
    this.position = (options.playerVars && options.playerVars.start) || 0;
    this.playingSince = null;
    this.destroyed = false;

    var frame = document.createElement('iframe');
    frame.title = 'Film player';
    frame.setAttribute('width', options.width || '640');
    frame.setAttribute('height', options.height || '360');
    frame.srcdoc =
      '<body style="margin:0;height:100vh;background:radial-gradient(circle at 30% 40%,#3b1d5e,#0b0b0f 70%);' +
      'display:grid;place-items:center;color:#ffffff55;font:600 4vw system-ui">' +
      options.videoId +
      '</body>';
    element.replaceWith(frame);
    this.frame = frame;

    window.__fakePlayers = window.__fakePlayers || [];
    window.__fakePlayers.push(this);
    window.__fakePlayer = this;

    setTimeout(this.announceReady.bind(this), 0);
  }

  FakePlayer.prototype.announceReady = function announceReady() {
    if (this.destroyed) return;
    this.options.events.onReady({ target: this });
    if (this.options.playerVars && this.options.playerVars.autoplay) this.playVideo();
  };
  FakePlayer.prototype.emit = function emit(state) {
    this.state = state;
    if (!this.destroyed) this.options.events.onStateChange({ target: this, data: state });
  };
  FakePlayer.prototype.getCurrentTime = function getCurrentTime() {
    if (this.playingSince === null) return this.position;
    var elapsed = (Date.now() - this.playingSince) / 1000;
    return Math.min(this.position + elapsed, DURATION_SECONDS);
  };
  FakePlayer.prototype.settle = function settle() {
    this.position = this.getCurrentTime();
    if (this.playingSince !== null) this.playingSince = Date.now();
  };
  FakePlayer.prototype.playVideo = function playVideo() {
    this.settle();
    this.playingSince = Date.now();
    this.emit(STATES.PLAYING);
  };
  FakePlayer.prototype.pauseVideo = function pauseVideo() {
    this.settle();
    this.playingSince = null;
    this.emit(STATES.PAUSED);
  };
  FakePlayer.prototype.seekTo = function seekTo(seconds) {
    this.seeks.push(seconds);
    this.position = Math.max(0, Math.min(seconds, DURATION_SECONDS));
    if (this.playingSince !== null) this.playingSince = Date.now();
  };
  /** Test helper: plays `seconds` more of the film at once. */
  FakePlayer.prototype.advance = function advance(seconds) {
    this.settle();
    this.position = Math.min(this.position + seconds, DURATION_SECONDS);
  };
  FakePlayer.prototype.getDuration = function getDuration() {
    return DURATION_SECONDS;
  };
  FakePlayer.prototype.getPlayerState = function getPlayerState() {
    return this.state;
  };
  FakePlayer.prototype.mute = function mute() {
    this.muted = true;
  };
  FakePlayer.prototype.unMute = function unMute() {
    this.muted = false;
  };
  FakePlayer.prototype.isMuted = function isMuted() {
    return this.muted;
  };
  FakePlayer.prototype.destroy = function destroy() {
    this.destroyed = true;
    this.frame.remove();
  };

  window.YT = { Player: FakePlayer, PlayerState: STATES };
  setTimeout(function announce() {
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
  }, 0);
})();
