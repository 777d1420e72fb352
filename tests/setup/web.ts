import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// The auth client's session store (nanostores) tears itself down 1 s after its last
// subscriber leaves, and touches `window` when it does. Let that happen while the jsdom
// window still exists, instead of as an uncaught error after the environment is gone.
afterAll(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 1100));
});

// An unexpected console.error is a bug (React warnings, failed props): fail the test.
// Tests that expect one spy on console.error themselves.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
