import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import type { ShiftedClock } from '../../clock.ts';
import { validate } from '../../validation.ts';

const SetClockInput = z
  .object({
    /** The instant the server's clock reads from now on; null: the real time again. */
    at: z.iso.datetime({ offset: true, error: 'at must be an ISO instant.' }).nullable(),
  })
  .strict();

/**
 * Only mounted with TEST_CLOCK (env.ts refuses it in production): end-to-end journeys move the
 * time the autopilot and the delivery worker read, then wake them so they act at once.
 */
export function devClockRoutes(clock: ShiftedClock, wake: () => void) {
  return new Hono<AppEnv>()
    .get('/', (c) => c.json({ now: clock.now().toISOString() }))
    .post('/', validate('json', SetClockInput), (c) => {
      const { at } = c.req.valid('json');
      if (at) clock.set(at);
      else clock.reset();
      wake();
      return c.json({ now: clock.now().toISOString() });
    });
}
