import { nationalitySchema } from './identity.ts';
import { describe, z } from './zod.ts';

export const nationalityListSchema = describe(
  z.array(
    describe(
      z.object({
        code: nationalitySchema,
        name: describe(
          z.object({
            de: describe(z.string(), 'German name.'),
            en: describe(z.string(), 'English name.'),
            tr: describe(z.string(), 'Turkish name.'),
          }),
          'Name of the country in each site language.',
        ),
      }),
      'A nationality.',
    ),
  ),
  'Nationalities the ID data form offers.',
);

export type Nationality = z.infer<typeof nationalityListSchema>[number];
