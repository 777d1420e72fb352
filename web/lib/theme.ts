import { useSyncExternalStore } from 'react';

/**
 * The colour theme: the visitor's choice (system, light or dark), remembered in
 * localStorage, applied as the `dark` class on <html> that app.css keys its dark tokens on.
 * THEME_SCRIPT applies it from <head> before the first paint, so a page never flashes the
 * wrong theme; this module keeps it right afterwards (choice, system change, other tabs).
 */

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'herald-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/*
 * Runs inline in <head> (web/root.tsx), before the stylesheet paints anything. Kept tiny and
 * self-contained: it cannot import, and the server allows it by its hash (CSP). It must
 * decide exactly as resolveDark() below does; the theme test runs both on the same cases.
 */
export const THEME_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});document.documentElement.classList.toggle('dark',c==='dark'||(c!=='light'&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches))}catch(e){}`;

export function resolveDark(choice: ThemeChoice, systemDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemDark);
}

function isChoice(value: unknown): value is ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value);
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage blocked (privacy settings): follow the system
  }
}

function systemDark(): boolean {
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

function apply(choice: ThemeChoice) {
  document.documentElement.classList.toggle('dark', resolveDark(choice, systemDark()));
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setThemeChoice(choice: ThemeChoice) {
  try {
    // "system" is the default: forget the key rather than store it.
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but still applied to this page.
  }
  apply(choice);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  const onSystemChange = () => apply(readThemeChoice());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    apply(readThemeChoice());
    listener();
  };
  // Optional call: Safari before 14 only has the old addListener.
  media?.addEventListener?.('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choice; "system" while prerendering, the stored one once hydrated. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'system');
}
