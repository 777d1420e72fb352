import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '#web/lib/theme.ts';
import { ThemeSwitch } from '#web/components/theme-switch.tsx';

let systemDark = false;
let onSystemChange: (() => void) | null = null;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  systemDark = false;
  window.matchMedia = (() => ({
    get matches() {
      return systemDark;
    },
    addEventListener: (_: string, listener: () => void) => (onSystemChange = listener),
    removeEventListener: () => (onSystemChange = null),
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => vi.restoreAllMocks());

const isDark = () => document.documentElement.classList.contains('dark');

describe('ThemeSwitch', () => {
  it('offers System, Light and Dark as one labelled group, System first by default', () => {
    render(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: 'Theme' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('applies and remembers a choice, and shows the stored one on the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ThemeSwitch compact />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    unmount();

    render(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('moves with the arrow keys like any radio group', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.click(screen.getByRole('radio', { name: 'System' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows the system while System is chosen, and only then', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    systemDark = true;
    act(() => onSystemChange?.());
    expect(isDark()).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    act(() => onSystemChange?.());
    expect(isDark()).toBe(false);
  });

  it('keeps in step with a choice made in another tab', () => {
    render(<ThemeSwitch />);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(isDark()).toBe(true);
  });
});
