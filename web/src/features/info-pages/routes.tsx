import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../routing/lazyPage';
import type { InfoPageContent } from './types/content';

/** An InfoPage with its text, both loaded with the route. */
function infoPage(content: () => Promise<InfoPageContent>) {
  return lazyPage(async () => {
    const [{ InfoPage }, page] = await Promise.all([import('./components/InfoPage'), content()]);
    return function Page() {
      return <InfoPage content={page} />;
    };
  });
}

const FaqPage = lazyPage(() => import('./components/FaqPage').then((m) => m.FaqPage));
const ContactPage = lazyPage(() => import('./components/ContactPage').then((m) => m.ContactPage));
const HelpPage = lazyPage(() => import('./components/HelpPage').then((m) => m.HelpPage));
const JobsPage = lazyPage(() => import('./components/JobsPage').then((m) => m.JobsPage));
const SpeedTestPage = lazyPage(() => import('./components/SpeedTestPage').then((m) => m.SpeedTestPage));
const CookiePreferencesPage = lazyPage(() =>
  import('./components/CookiePreferencesPage').then((m) => m.CookiePreferencesPage),
);
const Privacy = infoPage(() => import('./content/privacy').then((m) => m.privacy));
const Terms = infoPage(() => import('./content/terms').then((m) => m.terms));
const InvestorRelations = infoPage(() => import('./content/investorRelations').then((m) => m.investorRelations));
const CorporateInformation = infoPage(() =>
  import('./content/corporateInformation').then((m) => m.corporateInformation),
);
const MediaCenter = infoPage(() => import('./content/mediaCenter').then((m) => m.mediaCenter));
const WaysToWatch = infoPage(() => import('./content/waysToWatch').then((m) => m.waysToWatch));
const OnlyOnCinevia = infoPage(() => import('./content/onlyOnCinevia').then((m) => m.onlyOnCinevia));
const LegalNotices = infoPage(() => import('./content/legalNotices').then((m) => m.legalNotices));

/** The public information pages (spec section 2), open to visitors and members alike; each loads with its route. */
export const infoPageRoutes: RouteObject[] = [
  { path: '/faq', element: <FaqPage /> },
  { path: '/privacy', element: <Privacy /> },
  { path: '/terms', element: <Terms /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/help', element: <HelpPage /> },
  { path: '/jobs', element: <JobsPage /> },
  { path: '/investor-relations', element: <InvestorRelations /> },
  { path: '/corporate-information', element: <CorporateInformation /> },
  { path: '/media-center', element: <MediaCenter /> },
  { path: '/ways-to-watch', element: <WaysToWatch /> },
  { path: '/only-on-cinevia', element: <OnlyOnCinevia /> },
  { path: '/speed-test', element: <SpeedTestPage /> },
  { path: '/cookie-preferences', element: <CookiePreferencesPage /> },
  { path: '/legal-notices', element: <LegalNotices /> },
];
