import { z } from 'zod';
import { nationalitySchema } from './identity.ts';

export const nationalityListSchema = z
  .array(
    z
      .object({
        code: nationalitySchema,
        name: z
          .object({
            de: z.string().describe('German name.'),
            en: z.string().describe('English name.'),
            tr: z.string().describe('Turkish name.'),
          })
          .describe('Name of the country in each site language.'),
      })
      .describe('A nationality.'),
  )
  .describe('Nationalities the ID data form offers.');

export type Nationality = z.infer<typeof nationalityListSchema>[number];
