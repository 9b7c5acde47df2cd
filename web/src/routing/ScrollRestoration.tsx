import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'cinevia-scroll';
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused (private mode): positions last for this page's life.
  }
}

/**
 * React Router's ScrollRestoration needs its data router, which the members' app does without (it
 * would add 30 KB of gzipped JavaScript to the landing page). The same rule: a new page starts at
 * its top (or its #anchor, see useScrollToHash), and Back or Forward returns to where the reader was.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions[currentKey.current] = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', savePositions);
      savePositions();
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (!location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
