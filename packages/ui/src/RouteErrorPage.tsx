import { useRouteError } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

/** ErrorPage as a data router's `errorElement` (the admin portal). */
export function RouteErrorPage() {
  return <ErrorPage error={useRouteError()} />;
}
