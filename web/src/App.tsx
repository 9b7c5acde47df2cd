import { useMemo } from 'react';
import { useRoutes } from 'react-router-dom';
import { useViewer } from './features/account/api/useViewer';
import { routesFor } from './routes';
import { FullScreenSpinner } from './ui/Spinner';

export function App() {
  const { viewer, checking } = useViewer();
  const routes = useMemo(() => routesFor(viewer), [viewer]);
  const page = useRoutes(routes);
  if (checking) return <FullScreenSpinner label="Checking your session" />;
  return page;
}
