import { useOutletContext } from 'react-router-dom';
import type { Viewer } from './viewerQuery';

/** What MemberLayout hands to every signed-in page. */
export type MemberContext = {
  viewer: Viewer;
  /** The nav bar's search text, trimmed and debounced; empty when there is no search. */
  searchQuery: string;
};

export function useMemberContext(): MemberContext {
  return useOutletContext<MemberContext>();
}
