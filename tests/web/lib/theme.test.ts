import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readThemeChoice,
  resolveDark,
  setThemeChoice,
  THEME_CHOICES,
  THEME_SCRIPT,
  THEME_STORAGE_KEY,
} from '#web/lib/theme.ts';

/** A system colour scheme the test controls, with change events like the real one. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inline head script', () => {
  // It runs before any bundle, so it cannot share code with resolveDark: prove they agree.
  for (const stored of [null, 'system', 'light', 'dark', 'purple'])
    for (const systemDark of [false, true])
      it(`stored ${stored}, system ${systemDark ? 'dark' : 'light'}`, () => {
        fakeSystem(systemDark);
        if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
        document.documentElement.classList.toggle('dark', !systemDark); // the wrong way round
        new Function(THEME_SCRIPT)();
        const choice = (THEME_CHOICES as readonly string[]).includes(stored ?? '')
          ? (stored as (typeof THEME_CHOICES)[number])
          : 'system';
        expect(isDark()).toBe(resolveDark(choice, systemDark));
      });

  it('leaves the page alone when storage is blocked', () => {
    fakeSystem(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => new Function(THEME_SCRIPT)()).not.toThrow();
    expect(readThemeChoice()).toBe('system');
    vi.restoreAllMocks();
  });
});

describe('setThemeChoice', () => {
  it('remembers light and dark, forgets system, and applies each at once', () => {
    fakeSystem(true);
    setThemeChoice('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(isDark()).toBe(false);
    setThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(isDark()).toBe(true);
    setThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(isDark()).toBe(true);
    expect(readThemeChoice()).toBe('system');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });
});
