import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { SandboxContext } from '../../context.ts';
import { buildRecord, customerOf, tokenOf } from './build.ts';
import { offerSeeds } from './scenarios.ts';
import { offerStore } from './store.ts';

/**
 * `POST /__sandbox/offers/{token}/copy`: a fresh copy of a seeded offer under a new token.
 * An order uses an offer up for good; a browser test (or its retry) that orders takes a
 * copy, so it never uses up an offer another test opens. Seeds that start ordered are
 * not copied: their order is part of the scenario.
 */
export function copyRoute(app: Hono, ctx: SandboxContext) {
  app.post('/__sandbox/offers/:token/copy', (c) => {
    const index = offerSeeds.findIndex((seed) => tokenOf(seed) === c.req.param('token'));
    const seed = offerSeeds[index];
    if (!seed || seed.ordered)
      return c.json(
        { code: 'NotFound', message: 'No seeded, unordered offer has this token.' },
        404,
      );
    const id = `${seed.id}-${randomBytes(4).toString('hex')}`;
    const seedToken = tokenOf(seed);
    // The seed's customer: their login and one-time code (one code per customer) open
    // the copy too.
    const record = {
      ...buildRecord({ ...seed, id }, index, ctx.now()),
      customerId: customerOf(seedToken),
    };
    offerStore(ctx.db).offers.put(record.token, record.brand, record);
    return c.json({ token: record.token }, 201);
  });
}
