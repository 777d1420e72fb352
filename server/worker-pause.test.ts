import { describe, expect, it } from 'vitest';
import { createWorkerPause } from './worker-pause.ts';

const HOUR = 3_600_000;

describe('a worker pause', () => {
  it('ends at once when woken, and keeps a wake-up that came between pauses', async () => {
    const pause = createWorkerPause();
    const waiting = pause.wait(HOUR);
    pause.wake();
    await waiting;
    // Woken during a pass: the next pause does not wait, the one after does again.
    pause.wake();
    await pause.wait(HOUR);
    let ended = false;
    void pause.wait(50).then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ended).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ended).toBe(true);
  });

  it('ends when what it also waits for settles, rejected or not', async () => {
    const pause = createWorkerPause();
    await pause.wait(HOUR, Promise.reject(new Error('send failed')));
    await pause.wait(HOUR, Promise.resolve());
  });

  it('ends at once once stopped, now and for every later pause', async () => {
    const pause = createWorkerPause();
    const waiting = pause.wait(HOUR);
    pause.stop();
    await waiting;
    expect(pause.stopped).toBe(true);
    await pause.wait(HOUR);
  });
});
