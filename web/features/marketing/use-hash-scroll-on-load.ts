import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '#web/components/layouts/site-header.tsx';

/** Spec §9: the landing page scrolls to a URL hash "after about 400 ms". */
export const HASH_SCROLL_DELAY_MS = 400;

/**
 * Scrolls to the section named by the URL hash once the page has settled. The delay lets
 * hydration and the root's scroll-to-top on navigation finish first, so ours is the last
 * scroll and the visitor ends up at the anchor they asked for.
 */
export function useHashScrollOnLoad(delayMs = HASH_SCROLL_DELAY_MS) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeHash(hash);
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), delayMs);
    return () => window.clearTimeout(timer);
  }, [hash, delayMs]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
