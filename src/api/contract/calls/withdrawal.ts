import { documentLanguage, none, pdf } from '../callParts.ts';
import type { CallTable } from '../callDef.ts';
import { brandSlugSchema } from '../common.ts';
import {
  withdrawalIdSchema,
  withdrawalReceiptSchema,
  withdrawalRequestSchema,
} from '../withdrawal.ts';
import { z } from '../zod.ts';

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
  },
} as const satisfies CallTable;

export default withdrawalCalls;

// Registers this table's calls in the whole table's type (calls.ts finds the table itself).
declare module '../calls.ts' {
  interface AreaCalls {
    withdrawal: typeof withdrawalCalls;
  }
}
