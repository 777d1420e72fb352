import { useCallback, useState } from 'react';

const STORAGE_KEY = 'herald.sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'true';
  } catch {
    // Storage can be disabled (private mode, blocked site data): start expanded.
    return false;
  }
}

/** The sidebar's collapsed state, remembered across visits in localStorage. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, String(next));
    } catch {
      // Not remembered, but the toggle still works for this visit.
    }
  }, [collapsed]);
  return [collapsed, toggle];
}
