import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: every path change scrolls to the top. Only the pathname counts, so search and
 * hash changes (history search, landing anchors) keep their own scrolling. The jump is
 * instant: a new page that glides up from where the old one was read is disorienting and
 * slow (issue 14); smooth scrolling is for in-page anchors only.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
