import { brandSlugSchema } from './common.ts';
import { describe, z } from './zod.ts';

/**
 * The API's answer to "are you there, and are you the one this site was built for": what the
 * smoke checks before and after a deploy read, so a 404, an HTML page, a wrong upstream or a
 * sandbox behind a production domain fails with what it got.
 */
export const healthSchema = describe(
  z.object({
    status: describe(z.literal('ok'), 'The API answers.'),
    contractVersion: describe(
      z.string().check(z.regex(/^\d+\.\d+\.\d+$/)),
      'Version of the contract the API implements (the OpenAPI `info.version`).',
    ),
    brand: describe(brandSlugSchema, 'The brand of the site the call came through.'),
    sandbox: describe(
      z.boolean(),
      'True for a sandbox (simulated providers, seeded test cases); the production API says false.',
    ),
  }),
  'Health of the API for one brand.',
);

export type Health = z.infer<typeof healthSchema>;
