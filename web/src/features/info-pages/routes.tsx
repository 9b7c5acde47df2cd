import type { RouteObject } from 'react-router-dom';
import { ContactPage } from './components/ContactPage';
import { CookiePreferencesPage } from './components/CookiePreferencesPage';
import { FaqPage } from './components/FaqPage';
import { HelpPage } from './components/HelpPage';
import { InfoPage } from './components/InfoPage';
import { JobsPage } from './components/JobsPage';
import { SpeedTestPage } from './components/SpeedTestPage';
import { corporateInformation } from './content/corporateInformation';
import { investorRelations } from './content/investorRelations';
import { legalNotices } from './content/legalNotices';
import { mediaCenter } from './content/mediaCenter';
import { onlyOnCinevia } from './content/onlyOnCinevia';
import { privacy } from './content/privacy';
import { terms } from './content/terms';
import { waysToWatch } from './content/waysToWatch';

/** The public information pages (spec section 2), open to visitors and members alike. */
export const infoPageRoutes: RouteObject[] = [
  { path: '/faq', element: <FaqPage /> },
  { path: '/privacy', element: <InfoPage content={privacy} /> },
  { path: '/terms', element: <InfoPage content={terms} /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/help', element: <HelpPage /> },
  { path: '/jobs', element: <JobsPage /> },
  { path: '/investor-relations', element: <InfoPage content={investorRelations} /> },
  { path: '/corporate-information', element: <InfoPage content={corporateInformation} /> },
  { path: '/media-center', element: <InfoPage content={mediaCenter} /> },
  { path: '/ways-to-watch', element: <InfoPage content={waysToWatch} /> },
  { path: '/only-on-cinevia', element: <InfoPage content={onlyOnCinevia} /> },
  { path: '/speed-test', element: <SpeedTestPage /> },
  { path: '/cookie-preferences', element: <CookiePreferencesPage /> },
  { path: '/legal-notices', element: <InfoPage content={legalNotices} /> },
];
