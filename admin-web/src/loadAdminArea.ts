/** Loads the signed-in portal (Apollo Client, the films table); the login page prefetches it when idle. */
export const loadAdminArea = () => import('./AdminArea');
