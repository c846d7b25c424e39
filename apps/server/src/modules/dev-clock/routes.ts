import { paths } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readPlain } from '../../platform/http/encrypted';

interface MovableClock {
  now(): Date;
  advance(ms: number): void;
}

const advance = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(400 * 86_400_000),
});

/** Only with DEV_CLOCK=true (refused in production): lets browser journeys test expiry rules. */
export function devClockRoutes(app: FastifyInstance, opts: { clock: MovableClock }) {
  app.get(paths.devClock, async () => ({ output: 'success', now: opts.clock.now().toISOString() }));
  app.post(paths.devClock, async (req) => {
    opts.clock.advance(readPlain(req, advance).advanceMs);
    return { output: 'success', now: opts.clock.now().toISOString() };
  });
}
