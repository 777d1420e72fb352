import { describe, expect, it } from 'vitest';
import { parseGenerateInput } from '#domain/generation.ts';
import { writeChecked } from '../../generate.ts';
import { createComposer } from './composer.ts';

// A welcome a Basic account may send, every field at its limit in run-on words: most drafts
// fail, so the composer tries many phrasings and cards before the card passes (it always
// does since ADR 109). Cheap now (ADR 108; its time is benchmarked in `npm run bench`,
// section composer), the search must still let the server's other requests, and the
// generation's own time limit, run between its tries rather than hold the event loop to the
// end. Counted in turns of the event loop, not in milliseconds, so it holds however fast the
// search becomes.
const words = ['led', 'the', 'migration', 'of', 'Berlin', 'team', 'to', 'Kubernetes', 'and'];
const runOn = (length: number) =>
  Array.from({ length: 200 }, (_, i) => words[i % words.length])
    .join(' ')
    .slice(0, length);
const heavy = parseGenerateInput({
  newHireName: runOn(100),
  messageType: 'welcome',
  tone: 'warm_professional',
  role: runOn(100),
  team: runOn(100),
  company: runOn(100),
  expertise: runOn(200),
  hobbies: runOn(200),
  funFact: runOn(200),
  length: 'long',
});

describe('the composer on a heavy input', () => {
  /** Counts the event loop's turns while `work` runs; `stopAt` aborts it at that turn. */
  async function turnsDuring(work: (signal: AbortSignal) => Promise<unknown>, stopAt = Infinity) {
    const controller = new AbortController();
    let turns = 0;
    let running = true;
    const turn = () => {
      if (!running) return;
      if (++turns === stopAt) controller.abort();
      setImmediate(turn);
    };
    setImmediate(turn);
    const outcome = await work(controller.signal).then(
      () => 'written',
      (error: Error) => error.message,
    );
    running = false;
    return { turns, outcome };
  }

  it('lets other work run between its tries, and stops when aborted', async () => {
    if (!heavy.success) throw new Error(heavy.error);
    const input = heavy.data;
    const whole = await turnsDuring((signal) => writeChecked(createComposer(), input, signal));
    // Written, with turns of other work between its tries.
    expect(whole.outcome).toBe('written');
    expect(whole.turns).toBeGreaterThan(4);
    const stopped = await turnsDuring((signal) => writeChecked(createComposer(), input, signal), 3);
    expect(stopped.outcome).toBe('the writer timed out or was cancelled');
    expect(stopped.turns).toBeLessThan(whole.turns);
  });
});
