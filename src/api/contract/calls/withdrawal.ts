import { documentLanguage, none, pdf } from '../callParts.ts';
import type { CallTable, ExamplesFit } from '../callDef.ts';
import { personal } from '../exampleData.ts';
import { brandSlugSchema } from '../common.ts';
import {
  withdrawalIdSchema,
  withdrawalReceiptSchema,
  withdrawalRequestSchema,
} from '../withdrawal.ts';
import { z } from '../zod.ts';

const withdrawalId = '5f0e2c7a-41d3-4b8e-9c61-2a7d9b3e8f14';

const withdrawalParams = z.object({ brand: brandSlugSchema, id: withdrawalIdSchema });

/** Withdrawing an order (Art. 11a Directive 2011/83/EU). */
const withdrawalCalls = {
  withdrawalSubmit: {
    method: 'POST',
    path: '/api/:brand/withdrawal/:id',
    summary:
      'Make a withdrawal statement (Widerruf): every statement is received and acknowledged ' +
      '(201) with its content and time, whether or not it names an order; the same id again ' +
      'replays the first receipt (200). Which order, and whether it is valid, is told by e-mail.',
    tag: 'withdrawal',
    params: withdrawalParams,
    query: none,
    body: withdrawalRequestSchema,
    response: withdrawalReceiptSchema,
    errors: 'generic',
    access: 'publicWithdrawal',
    example: {
      params: { brand: 'aldi', id: withdrawalId },
      query: {},
      body: {
        name: 'Anna Maria Müller-Lüdenscheidt',
        order: 'B-2026-K7QM-4XD2-9HPT',
        email: personal.contact.email,
      },
      response: {
        id: withdrawalId,
        receivedAt: '2026-01-14T09:30:00+01:00',
        name: 'Anna Maria Müller-Lüdenscheidt',
        order: 'B-2026-K7QM-4XD2-9HPT',
        email: personal.contact.email,
      },
    },
  },
  withdrawalDownload: {
    method: 'GET',
    path: '/api/:brand/withdrawal/download/:id',
    summary: 'Acknowledgement of receipt of a withdrawal as PDF',
    tag: 'withdrawal',
    params: withdrawalParams,
    query: documentLanguage,
    body: null,
    response: pdf,
    errors: 'generic',
    access: 'withdrawalId',
    example: { params: { brand: 'aldi', id: withdrawalId }, query: { language: 'de' } },
  },
} as const satisfies CallTable;

export default withdrawalCalls satisfies ExamplesFit<typeof withdrawalCalls>;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    withdrawal: typeof withdrawalCalls;
  }
}
