import {
  emailSchema,
  isoDateSchema,
  isoDateTimeSchema,
  phoneNumberSchema,
  plainTextSchema,
  terminationIdSchema,
} from './common.ts';
import { postalAddressSchema, salutationSchema } from './personal.ts';
import { describe, z } from './zod.ts';

/** Proof documents (death certificate, registration abroad) travel as one file each. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const terminationServiceTypeSchema = describe(
  z.enum(['mobile', 'internet', 'option']),
  'What is terminated: mobile contract, home internet contract or a booked option.',
);

const chosenCancellationTypes = ['Regular', 'Special'] as const;

export const cancellationTypes = ['None', ...chosenCancellationTypes] as const;

export const cancellationTypeSchema = describe(
  z.enum(cancellationTypes),
  'Regular: ordinary notice; Special: extraordinary notice for a reason; None: not chosen.',
);

/** A submitted or offered termination type: None only means "not chosen yet" in the form. */
export const chosenCancellationTypeSchema = describe(
  z.enum(chosenCancellationTypes),
  'Regular: ordinary notice; Special: extraordinary notice for a reason.',
);

export const terminationReasons = [
  'None',
  'personalCircumstances',
  'deathOfContractHolder',
  'deathOfUser',
  'technicalProblems',
  'moveDomestic',
  'moveAbroad',
  'otherReason',
] as const;

export const terminationReasonSchema = describe(
  z.enum(terminationReasons),
  'Reason of a Special termination: personal circumstances, death of the contract holder, ' +
    'death of the user, technical problems, move within Germany, move abroad, other reason.',
);

export const terminationConfigSchema = describe(
  z.object({
    serviceTypes: describe(
      z.array(terminationServiceTypeSchema).check(z.minLength(1)),
      'Service types offered.',
    ),
    cancellationTypes: describe(
      z.array(chosenCancellationTypeSchema).check(z.minLength(1)),
      'Termination types offered.',
    ),
    reasons: describe(
      z.array(
        describe(
          z.object({
            reason: terminationReasonSchema,
            requiresProof: describe(
              z.boolean(),
              'A proof document must be uploaded, e.g. a death certificate.',
            ),
          }),
          'A reason offered for Special terminations.',
        ),
      ),
      'Reasons offered for Special terminations.',
    ),
    terminationDate: describe(
      z.object({
        earliest: describe(isoDateSchema, 'Earliest date selectable for a later termination.'),
        latest: describe(isoDateSchema, 'Latest date selectable for a later termination.'),
      }),
      'Range of the termination date picker.',
    ),
    upload: describe(
      z.object({
        maxBytes: describe(z.int().check(z.positive()), 'Largest file accepted, in bytes.'),
        contentTypes: describe(z.array(z.string()), 'File types accepted.'),
      }),
      'Limits of the proof upload.',
    ),
    offerHotline: describe(
      z.optional(phoneNumberSchema),
      'Hotline of the teaser that offers a better deal instead of terminating.',
    ),
    comboDiscountHotline: describe(
      z.optional(phoneNumberSchema),
      'Hotline of the modal warning that a combination discount ends.',
    ),
  }),
  'Options of the termination form.',
);

export const contractIdentificationSchema = describe(
  z.object({
    phoneNumber: describe(z.optional(phoneNumberSchema), 'Phone number of the contract.'),
    customerNumber: describe(
      z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{4,20}$/))),
      'Customer number from an invoice.',
    ),
    contractNumber: describe(
      z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{4,20}$/))),
      'Contract number from an invoice.',
    ),
  }),
  'Identifies the contract; at least one field is required.',
);
export type ContractIdentification = z.infer<typeof contractIdentificationSchema>;

export const customerIdentificationSchema = describe(
  z.object({
    salutation: z.optional(salutationSchema),
    givenNames: describe(plainTextSchema(1, 100), 'Given names of the contract holder.'),
    familyName: describe(plainTextSchema(1, 100), 'Family name of the contract holder.'),
    birthDate: describe(isoDateSchema, 'Date of birth of the contract holder.'),
    address: describe(postalAddressSchema, 'Address the contract is registered to.'),
  }),
  'Identifies the contract holder.',
);
export type CustomerIdentification = z.infer<typeof customerIdentificationSchema>;

const terminationFields = {
  serviceType: terminationServiceTypeSchema,
  cancellationType: chosenCancellationTypeSchema,
  selectTerminationDate: describe(
    z.boolean(),
    'true: end on terminationDate; false: end as early as possible.',
  ),
  terminationDate: describe(
    z.optional(isoDateSchema),
    'Requested end date; required when selectTerminationDate is true.',
  ),
  reason: terminationReasonSchema,
  reasonText: describe(
    z.optional(plainTextSchema(0, 1000)),
    'Free text for the reason otherReason, on one line.',
  ),
  contract: contractIdentificationSchema,
  customer: customerIdentificationSchema,
  email: describe(emailSchema, 'Address the confirmation of receipt is sent to.'),
  uploadIds: describe(
    z.optional(z.array(z.uuid()).check(z.maxLength(5))),
    'Ids of uploaded proof documents.',
  ),
};

type TerminationInput = {
  cancellationType: 'Regular' | 'Special';
  selectTerminationDate: boolean;
  terminationDate?: string | undefined;
  reason: (typeof terminationReasons)[number];
  contract: ContractIdentification;
};

/** Rules across fields (§ 312k BGB asks for type, reason, date and identification). */
function checkTermination(value: TerminationInput, ctx: z.core.$RefinementCtx): void {
  const issue = (path: string, code: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message, params: { code } });
  if (value.selectTerminationDate && !value.terminationDate)
    issue('terminationDate', 'dateRequired', 'A termination date is required.');
  if (value.cancellationType === 'Special' && value.reason === 'None')
    issue('reason', 'reasonRequired', 'A Special termination needs a reason.');
  const { phoneNumber, customerNumber, contractNumber } = value.contract;
  if (!phoneNumber && !customerNumber && !contractNumber)
    issue('contract', 'contractIdentificationRequired', 'Identify the contract.');
}

export const terminationRequestSchema = describe(
  z.object(terminationFields).check(z.superRefine(checkTermination)),
  'A termination (Kündigung).',
);

export const prefillDataSchema = describe(
  z.string().check(z.regex(/^[A-Za-z0-9_.-]{16,4096}$/)),
  'Sealed prefill data from the link (readable only by the API); the server rejects it if it was changed.',
);

export const prefilledTerminationRequestSchema = describe(
  z
    .object({ ...terminationFields, data: prefillDataSchema })
    .check(z.superRefine(checkTermination)),
  'A termination from a prefilled link; the server checks it against data.',
);

export const terminationReceiptSchema = describe(
  z.object({
    id: terminationIdSchema,
    receivedAt: describe(isoDateTimeSchema, 'Date and time of receipt, stated in the PDF.'),
    effectiveDate: describe(
      z.optional(isoDateSchema),
      'Last day of the contract (§ 312k (4) BGB), from the contract the termination names ' +
        '(its number and holder): as early as possible, the end of its minimum term if the ' +
        'notice period still allows it, else the day the notice period ends (§ 56 (3) TKG; a ' +
        'Special termination or an option is not bound to the minimum term); a chosen later ' +
        'date, unless it is before that earliest date — then the earliest date, as a ' +
        'termination to a date too early takes effect at the next possible one (the receipt ' +
        'shows both). Missing when the termination names no contract the API knows: it is ' +
        'received all the same, and the end date follows by e-mail once the contract is ' +
        'found — a date from general rules could be wrong for a contract in its minimum term, ' +
        'and the end date of a contract is told only to whoever names its holder.',
    ),
  }),
  'Confirmation of receipt of a termination.',
);

export const uploadResultSchema = describe(
  z.object({
    uploadId: describe(z.uuid(), 'Id to send in uploadIds.'),
    fileName: describe(z.string(), 'File name as uploaded.'),
    contentType: describe(z.enum(UPLOAD_CONTENT_TYPES), 'File type detected from the content.'),
    size: describe(z.int().check(z.nonnegative()), 'Size in bytes.'),
  }),
  'A stored proof document.',
);

export const prefillSchema = describe(
  z.object({
    serviceType: z.optional(terminationServiceTypeSchema),
    contract: contractIdentificationSchema,
    customer: customerIdentificationSchema,
    email: describe(z.optional(emailSchema), 'Confirmation address known for the contract.'),
  }),
  'Termination fields prefilled from a link; shown read-only.',
);

export const prefilledContractSchema = describe(
  z.object({
    ...prefillSchema.shape,
    earliestEndDate: describe(
      z.optional(isoDateSchema),
      'The earliest last day of the linked contract, for a termination that arrives today ' +
        '(see effectiveDate of the receipt); missing when the API finds no contract for the ' +
        'link, and the end date then follows by e-mail.',
    ),
  }),
  'The prefilled fields of a link and what the API knows of its contract.',
);

export type TerminationConfig = z.infer<typeof terminationConfigSchema>;
export type TerminationRequest = z.infer<typeof terminationRequestSchema>;
export type PrefilledTerminationRequest = z.infer<typeof prefilledTerminationRequestSchema>;
export type TerminationReceipt = z.infer<typeof terminationReceiptSchema>;
export type UploadResult = z.infer<typeof uploadResultSchema>;
export type Prefill = z.infer<typeof prefillSchema>;
export type PrefilledContract = z.infer<typeof prefilledContractSchema>;
