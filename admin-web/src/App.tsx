import { useRoutes } from 'react-router-dom';
import { adminRoutes } from './routes';
import { useMembersAppLinks } from './ui/useMembersAppLinks';

export function App() {
  useMembersAppLinks();
  return useRoutes(adminRoutes);
}
