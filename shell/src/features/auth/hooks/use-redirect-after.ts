import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Once `active`, goes to `path` after `delayMs` (spec 01 §9: 3 s after sign-up, 2 s after activation). */
export function useRedirectAfter(active: boolean, path: string, delayMs: number, state?: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => navigate(path, { state }), delayMs);
    return () => clearTimeout(timer);
  }, [active, path, state, delayMs, navigate]);
}
