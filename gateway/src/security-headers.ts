import helmet from 'helmet';

/**
 * Security headers for the apps and the API. The content policy names the only outside origins the
 * apps use: the video host's IFrame player and thumbnails, and Stripe.js with its frames and API.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com', 'https://js.stripe.com'],
        frameSrc: [
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://js.stripe.com',
          'https://hooks.stripe.com',
        ],
        imgSrc: ["'self'", 'data:', 'https://img.youtube.com', 'https://i.ytimg.com'],
        // Radix positions popovers and toasts with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        upgradeInsecureRequests: null,
      },
    },
  });
}
