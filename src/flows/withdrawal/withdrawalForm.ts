import { emailSchema } from '../../api/contract/common.ts';
import {
  orderIdentificationSchema,
  withdrawalRequestSchema,
  type WithdrawalRequest,
} from '../../api/contract/withdrawal.ts';
import { z } from '../../api/contract/zod.ts';
import { textField } from '../step/fieldRules.ts';
import type { WithdrawalPrefill } from './withdrawalStore.ts';

/** The only three things the form may ask (Art. 11a (2) Directive 2011/83/EU), in its order. */
export const withdrawalFields = ['name', 'order', 'email'] as const;

export type WithdrawalField = (typeof withdrawalFields)[number];

export type WithdrawalFormValues = Record<WithdrawalField, string>;

export const fieldId = (field: string): string => `withdrawal-${field}`;

/** What was typed (field by field, so a malformed part leaves only its own field empty), else the order's. */
export function initialWithdrawalValues(
  typed: unknown,
  prefill?: WithdrawalPrefill,
): WithdrawalFormValues {
  const record =
    typeof typed === 'object' && typed !== null ? (typed as Record<string, unknown>) : {};
  const value = (field: WithdrawalField) => {
    const kept = record[field];
    return typeof kept === 'string' ? kept : (prefill?.[field] ?? '');
  };
  return { name: value('name'), order: value('order'), email: value('email') };
}

/** The form's rules: the contract's, each broken one with its field's own message. */
export const withdrawalFormSchema: z.core.$ZodType<WithdrawalRequest, WithdrawalFormValues> =
  z.object({
    name: textField({
      rule: withdrawalRequestSchema.shape.name,
      required: 'withdrawal:errors.name.required',
      format: 'withdrawal:errors.name.format',
    }),
    order: textField({
      rule: orderIdentificationSchema,
      required: 'withdrawal:errors.order.required',
      format: 'withdrawal:errors.order.format',
    }),
    email: textField({
      rule: emailSchema,
      required: 'withdrawal:errors.email.required',
      format: 'withdrawal:errors.email.format',
    }),
  });
