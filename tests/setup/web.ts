import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from '#web/components/ui/toaster.tsx';

// findBy*/waitFor give up after 1 s by default. The first toast of a file loads the toaster
// chunk lazily, which takes longer than that on a loaded two-core CI machine; 5 s still fails
// a toast that never comes, without failing one that is merely slow.
configure({ asyncUtilTimeout: 5000 });

// The auth client's session store (nanostores) tears itself down 1 s after its last
// subscriber leaves, and touches `window` when it does. Unmount under fake timers and run
// exactly those teardown timers at once, while the jsdom window still exists, instead of
// waiting for them (or meeting them as uncaught errors after the environment is gone).
afterEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    cleanup();
    vi.runOnlyPendingTimers();
  } finally {
    vi.useRealTimers();
  }
  // Sonner keeps its toasts in one module-wide store and replays the active ones to the next
  // Toaster that mounts: a test's toasts would fill the next test's three visible slots and
  // hold its own toast back until they time out (4 s). Each test starts with none.
  toast.dismiss();
});

// An unexpected console.error is a bug (React warnings, failed props): fail the test.
// Tests that expect one spy on console.error themselves.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
