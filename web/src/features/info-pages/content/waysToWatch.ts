import type { InfoPageContent } from '../types/content';

export const waysToWatch: InfoPageContent = {
  title: 'Ways to Watch',
  intro:
    'Cinevia plays in your web browser, so there is nothing to install. Here is how to get the best picture on each screen.',
  sections: [
    {
      id: 'web-streaming',
      heading: 'Web Streaming',
      body: [
        'Sign in at Cinevia on a computer with a current version of Chrome, Edge, Firefox or Safari. The player adapts the picture quality to your connection automatically, from standard definition up to 4K, so playback keeps going when your network slows down.',
        'Use the fullscreen button in the player for the best experience, and check your connection with our speed test if the picture looks soft.',
        { links: [{ label: 'Run a speed test', href: '/speed-test' }] },
      ],
    },
    {
      id: 'mobile-web',
      heading: 'Mobile Web',
      body: [
        'On a phone or tablet, open Cinevia in your mobile browser and sign in. The site is designed for touch screens: browse rows with a swipe, and turn your device sideways for fullscreen playback. Your progress syncs, so you can start on your phone and finish on your laptop.',
      ],
    },
    {
      id: 'theatre-experience',
      heading: 'Theatre Experience',
      body: [
        'Through our cinema partner, Cinevia hosts live viewings and premiere events of selected originals at select locations. Events are announced to members by email and on the site.',
      ],
    },
    {
      id: 'smart-tv',
      heading: 'Smart TV and Casting',
      body: [
        'To watch on a TV, cast the browser tab that is playing Cinevia from Chrome or Edge to a Chromecast-enabled or smart TV, or connect your computer with an HDMI cable. For 4K on a large screen, a connection of at least 25 Mbps is recommended.',
      ],
    },
  ],
};
