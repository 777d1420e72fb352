// The theme script root renders in <head>, apart from the theme store (theme.ts) so that a
// page's first JavaScript carries only this string (ADR 050).

export const THEME_STORAGE_KEY = 'herald-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/*
 * Runs inline in <head> (web/root.tsx), before the stylesheet paints anything. Kept tiny and
 * self-contained: it cannot import, and the server allows it by its hash (CSP). It must
 * decide exactly as resolveDark() in theme.ts does; the theme test runs both on the same cases.
 */
export const THEME_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});document.documentElement.classList.toggle('dark',c==='dark'||(c!=='light'&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches))}catch(e){}`;
