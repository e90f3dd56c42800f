import { emailSchema, phoneNumberSchema, plainTextOf } from '../../api/contract/common.ts';
import { postalAddressSchema } from '../../api/contract/personal.ts';
import {
  contractIdentificationSchema,
  customerIdentificationSchema,
  type Prefill,
  type TerminationConfig,
} from '../../api/contract/termination.ts';
import { z } from '../../api/contract/zod.ts';
import { datePartsRule, localToday } from '../step/dateParts.ts';
import { textField } from '../step/fieldRules.ts';
import { valuesOfRule } from '../step/messageValues.ts';
import {
  NOT_A_REAL_DATE,
  type TerminationFormValues,
  type TerminationInput,
} from './terminationForm.ts';
import type { TextKey } from '../../i18n/keys.ts';

/** The later end date; its messages from the date table name it. */
const terminationDateRule = z.string();
valuesOfRule.set(terminationDateRule, (t) => ({ field: t('dates:fields.terminationDate') }));

/** Nobody alive today was born before this year; earlier years are typing mistakes. */
const EARLIEST_BIRTH_YEAR = 1900;

/** The longest free text the API takes for the reason "other". */
const REASON_TEXT_MAX = 1000;

const holder = customerIdentificationSchema.shape;
const address = postalAddressSchema.shape;
const contract = contractIdentificationSchema.shape;

// Invoice numbers are often copied with spaces ("4711 0815 00"); the digits are what count.
const withoutSpaces = (typed: string) => typed.replace(/\s+/g, '');

const choiceFields = (config: TerminationConfig) => ({
  serviceType: z.enum(
    config.serviceTypes,
    'termination:errors.serviceType.required' satisfies TextKey,
  ),
  cancellationType: z.enum(
    config.cancellationTypes,
    'termination:errors.cancellationType.required' satisfies TextKey,
  ),
  reason: z.string(),
  reasonText: z.string(),
  proofs: z.array(z.object({ uploadId: z.string(), fileName: z.string(), size: z.number() })),
  timing: z.enum(['now', 'later']),
  terminationDate: terminationDateRule,
  email: textField({
    rule: emailSchema,
    required: 'termination:errors.email.required',
    format: 'termination:errors.email.format',
  }),
});

const holderFields = (now: () => Date) => ({
  givenNames: textField({
    rule: holder.givenNames,
    required: 'termination:errors.givenNames.required',
    format: 'termination:errors.givenNames.tooLong',
  }),
  familyName: textField({
    rule: holder.familyName,
    required: 'termination:errors.familyName.required',
    format: 'termination:errors.familyName.tooLong',
  }),
  birthDate: datePartsRule('birthDate', 'termination:errors.birthDate', () => ({
    today: localToday(now()),
    when: 'past',
    earliestYear: EARLIEST_BIRTH_YEAR,
  })),
  street: textField({
    rule: address.street,
    required: 'termination:errors.street.required',
    format: 'termination:errors.street.format',
    tooLong: 'termination:errors.street.tooLong',
  }),
  houseNumber: textField({
    rule: address.houseNumber,
    required: 'termination:errors.houseNumber.required',
    format: 'termination:errors.houseNumber.format',
  }),
  postalCode: textField({
    rule: address.postalCode,
    required: 'termination:errors.postalCode.required',
    format: 'termination:errors.postalCode.format',
    normalise: withoutSpaces,
  }),
  city: textField({
    rule: address.city,
    required: 'termination:errors.city.required',
    format: 'termination:errors.city.format',
    tooLong: 'termination:errors.city.tooLong',
  }),
  phoneNumber: textField({
    rule: phoneNumberSchema,
    format: 'termination:errors.phoneNumber.format',
  }),
  customerNumber: textField({
    rule: contract.customerNumber,
    format: 'termination:errors.customerNumber.format',
    normalise: withoutSpaces,
  }),
  contractNumber: textField({
    rule: contract.contractNumber,
    format: 'termination:errors.contractNumber.format',
    normalise: withoutSpaces,
  }),
});

/** The form after its field rules: every field as the request takes it. */
type Checked = Omit<TerminationFormValues, 'birthDate' | 'serviceType' | 'cancellationType'> & {
  serviceType: TerminationInput['serviceType'];
  cancellationType: TerminationInput['cancellationType'];
  birthDate: string;
};

/** Whether a reason needs a proof document, by the brand's config. */
export const needsProof = (config: TerminationConfig, reason: string): boolean =>
  config.reasons.some((r) => r.reason === reason && r.requiresProof);

/**
 * Rules across fields: a reason (and its proof, and for "other" its text) for an
 * extraordinary termination, a later date within the config's range, and at least one
 * number that identifies the contract — unless a link already identifies it.
 */
function crossRules(config: TerminationConfig, prefilled: boolean, sendingProofs: () => number) {
  return (form: Checked, ctx: z.core.$RefinementCtx<Checked>) => {
    const issue = (path: keyof TerminationFormValues, message: TextKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message, input: form });
    if (form.cancellationType === 'Special') {
      const offered = config.reasons.some((r) => r.reason === form.reason);
      if (!offered) issue('reason', 'termination:errors.reason.required');
      if (form.reason === 'otherReason' && form.reasonText.trim() === '')
        issue('reasonText', 'termination:errors.reasonText.required');
      if (plainTextOf(form.reasonText).length > REASON_TEXT_MAX)
        issue('reasonText', 'termination:errors.reasonText.tooLong');
      if (needsProof(config, form.reason)) {
        if (sendingProofs() > 0) issue('proofs', 'termination:errors.proofs.sending');
        else if (form.proofs.length === 0) issue('proofs', 'termination:errors.proofs.required');
      }
    }
    if (form.timing === 'later') {
      const { earliest, latest } = config.terminationDate;
      if (form.terminationDate === '')
        issue('terminationDate', 'termination:errors.terminationDate.required');
      else if (form.terminationDate === NOT_A_REAL_DATE)
        issue('terminationDate', 'dates:errors.notReal');
      else if (form.terminationDate < earliest || form.terminationDate > latest)
        issue('terminationDate', 'termination:errors.terminationDate.outOfRange');
    }
    if (!prefilled && !form.phoneNumber && !form.customerNumber && !form.contractNumber)
      issue('phoneNumber', 'termination:errors.contract.required');
  };
}

const optional = (value: string) => (value ? value : undefined);

function toInput(form: Checked, config: TerminationConfig, prefill?: Prefill): TerminationInput {
  const special = form.cancellationType === 'Special';
  const later = form.timing === 'later';
  // On one line, without hidden characters: the API prints it in the receipt as typed.
  const reasonText = special && form.reason === 'otherReason' ? plainTextOf(form.reasonText) : '';
  return {
    serviceType: form.serviceType,
    cancellationType: form.cancellationType,
    selectTerminationDate: later,
    ...(later ? { terminationDate: form.terminationDate } : {}),
    reason: special ? (form.reason as TerminationInput['reason']) : 'None',
    ...(reasonText ? { reasonText } : {}),
    contract: prefill?.contract ?? {
      ...(optional(form.phoneNumber) ? { phoneNumber: form.phoneNumber } : {}),
      ...(optional(form.customerNumber) ? { customerNumber: form.customerNumber } : {}),
      ...(optional(form.contractNumber) ? { contractNumber: form.contractNumber } : {}),
    },
    customer: prefill?.customer ?? {
      givenNames: form.givenNames,
      familyName: form.familyName,
      birthDate: form.birthDate,
      address: {
        street: form.street,
        houseNumber: form.houseNumber,
        postalCode: form.postalCode,
        city: form.city,
      },
    },
    email: form.email,
    // Proofs count only for the reason they were asked for.
    proofs: special && config.reasons.some((r) => r.reason === form.reason) ? form.proofs : [],
  };
}

/**
 * The rules of the termination form, messages as text keys. The field rules are the
 * contract's, so what passes here passes the API; the brand's config decides the choices,
 * the reasons that need a proof and the range of a later date. A link's prefill takes the
 * place of the contract holder and contract fields. `now` decides what is in the past;
 * `sendingProofs` counts the proof files still on their way (none: the form can go).
 */
export function terminationFormSchema(
  config: TerminationConfig,
  {
    prefill,
    now = () => new Date(),
    sendingProofs = () => 0,
  }: { prefill?: Prefill | undefined; now?: () => Date; sendingProofs?: () => number } = {},
): z.core.$ZodType<TerminationInput, TerminationFormValues> {
  const shape = prefill ? choiceFields(config) : { ...choiceFields(config), ...holderFields(now) };
  return z.pipe(
    z.object(shape).check(
      // Runs beside the field rules, so one submit names every problem at once.
      z.superRefine(crossRules(config, Boolean(prefill), sendingProofs) as never, {
        when: () => true,
      }),
    ),
    z.transform((form) => toInput(form as unknown as Checked, config, prefill)),
  ) as unknown as z.core.$ZodType<TerminationInput, TerminationFormValues>;
}
