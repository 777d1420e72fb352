import { describe, expect, it } from 'vitest';
import { parseGenerateInput } from '#domain/generation.ts';
import { writeChecked } from '../../generate.ts';
import { createComposer } from './composer.ts';

// A welcome a Basic account may send, every field at its limit in run-on words: the composer
// tries phrasing after phrasing for seconds. Its work must let the server's other requests
// (and the generation's own time limit) run in between, not hold the event loop to the end.
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
  it('lets timers run while it works, so a time limit stops it', async () => {
    if (!heavy.success) throw new Error(heavy.error);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 20);
    const outcome = await writeChecked(createComposer(), heavy.data, AbortSignal.timeout(300)).then(
      () => 'written',
      (error: Error) => error.message,
    );
    const finishedTimerRan = timerRan;
    expect(finishedTimerRan).toBe(true);
    expect(outcome).toBe('the writer timed out or was cancelled');
  });
});
