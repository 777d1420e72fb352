import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import type { TestClock } from '../../clock.ts';
import { validate } from '../../validation.ts';

const SetClockInput = z
  .object({
    at: z.iso.datetime({ offset: true, error: 'at must be an ISO instant.' }),
  })
  .strict();

/**
 * The server's clock, for end-to-end tests (ADR 053): read it, or move it and have the
 * autopilot and delivery workers look at once. Mounted only when TEST_CLOCK started the
 * server on a TestClock, which env.ts refuses in production, as the dev mailbox is.
 */
export function devClockRoutes(clock: TestClock, wake: () => void) {
  return new Hono<AppEnv>()
    .get('/', (c) => c.json({ now: clock.now().toISOString() }))
    .put('/', validate('json', SetClockInput), (c) => {
      clock.set(c.req.valid('json').at);
      wake();
      return c.json({ now: clock.now().toISOString() });
    });
}
