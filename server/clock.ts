/**
 * Where new code reads the time (issue 25): the system clock in production, a clock a test
 * sets and advances, so a month of start dates runs in seconds. Phase 2's worker and rules
 * read it too; code written before it still calls Date.now() directly.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told to. */
export class TestClock implements Clock {
  #ms: number;

  constructor(start: Date | string) {
    this.#ms = new Date(start).getTime();
    if (Number.isNaN(this.#ms)) throw new RangeError(`not a time: ${String(start)}`);
  }

  now(): Date {
    return new Date(this.#ms);
  }

  set(to: Date | string): void {
    const ms = new Date(to).getTime();
    if (Number.isNaN(ms)) throw new RangeError(`not a time: ${String(to)}`);
    this.#ms = ms;
  }

  advance(ms: number): void {
    this.#ms += ms;
  }
}
