/**
 * The pause of a worker loop between passes (the delivery and autopilot workers). It ends
 * after its time, or at once when woken, stopped, or when `also` settles. A wake-up that comes
 * while no pause is running is kept, so the next pause ends at once: a "send now" or a moved
 * test clock that arrives during a pass is never lost until the next poll.
 */
export interface WorkerPause {
  /** Resolves after `ms`, or sooner (see above). */
  wait(ms: number, also?: Promise<unknown>): Promise<void>;
  wake(): void;
  stop(): void;
  readonly stopped: boolean;
}

export function createWorkerPause(): WorkerPause {
  let stopped = false;
  let woken = false;
  let end: (() => void) | null = null;
  return {
    get stopped() {
      return stopped;
    },
    wait(ms, also) {
      if (woken || stopped) {
        woken = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        let settled = false;
        const timer = setTimeout(done, ms);
        function done() {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (end === done) end = null;
          woken = false;
          resolve();
        }
        end = done;
        also?.then(done, done);
      });
    },
    wake() {
      woken = true;
      end?.();
    },
    stop() {
      stopped = true;
      end?.();
    },
  };
}
