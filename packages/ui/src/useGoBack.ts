import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Back to the page the member came from, or home when the film was opened directly (a link from
 * outside, a reload in a new tab): React Router numbers its history entries from 0.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
}
