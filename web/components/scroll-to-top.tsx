import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: every path change scrolls to the top. Only the pathname counts, so search and
 * hash changes (history search, landing anchors) keep their own scrolling.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
