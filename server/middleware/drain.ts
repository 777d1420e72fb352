import type { MiddlewareHandler } from 'hono';
import { apiError } from '../api-error.ts';

/**
 * Tracks in-flight requests so shutdown can wait for them (streams included), and refuses
 * new ones with 503 once draining starts (keep-alive connections may still send some).
 */
export class Drain {
  private inFlight = 0;
  private draining = false;
  private idleWaiters: (() => void)[] = [];

  get active(): number {
    return this.inFlight;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (this.draining) {
        c.header('Connection', 'close');
        return apiError(c, 503, 'shutting_down', 'The server is restarting. Please try again.', {
          'Retry-After': '2',
        });
      }
      this.inFlight++;
      try {
        await next();
      } finally {
        // A streamed body outlives next(): count the request until the stream is done.
        // The type first: asking a plain JSON answer for its body would build a full fetch
        // Response on every request (ADR 059).
        const body = c.res.headers.get('content-type')?.includes('text/event-stream')
          ? c.res.body
          : null;
        if (body) {
          this.holdUntilStreamEnds(c, body);
        } else {
          this.release();
        }
      }
    };
  }

  private holdUntilStreamEnds(
    c: Parameters<MiddlewareHandler>[0],
    body: ReadableStream<Uint8Array>,
  ): void {
    let released = false;
    const done = () => {
      if (!released) {
        released = true;
        this.release();
      }
    };
    const tracked = body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: done }));
    c.res = new Response(tracked, c.res);
    // If the client goes away the flush never runs; the raw request's abort covers that.
    c.req.raw.signal.addEventListener('abort', done, { once: true });
  }

  private release(): void {
    this.inFlight--;
    if (this.inFlight === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /** Starts refusing requests and resolves once none are in flight. */
  async drain(): Promise<void> {
    this.draining = true;
    if (this.inFlight === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }
}
