import { z } from 'zod';
import {
  emailSchema,
  isoDateSchema,
  isoDateTimeSchema,
  phoneNumberSchema,
  terminationIdSchema,
} from './common.ts';
import { postalAddressSchema, salutationSchema } from './personal.ts';

/** Proof documents (death certificate, registration abroad) travel as one file each. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const terminationServiceTypeSchema = z
  .enum(['mobile', 'internet', 'option'])
  .describe('What is terminated: mobile contract, home internet contract or a booked option.');

export const cancellationTypes = ['None', 'Regular', 'Special'] as const;

export const cancellationTypeSchema = z
  .enum(cancellationTypes)
  .describe(
    'Regular: ordinary notice; Special: extraordinary notice for a reason; None: not chosen.',
  );

/** A submitted or offered termination type: None only means "not chosen yet" in the form. */
export const chosenCancellationTypeSchema = cancellationTypeSchema
  .exclude(['None'])
  .describe('Regular: ordinary notice; Special: extraordinary notice for a reason.');

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

export const terminationReasonSchema = z
  .enum(terminationReasons)
  .describe(
    'Reason of a Special termination: personal circumstances, death of the contract holder, ' +
      'death of the user, technical problems, move within Germany, move abroad, other reason.',
  );

export const terminationConfigSchema = z
  .object({
    serviceTypes: z.array(terminationServiceTypeSchema).min(1).describe('Service types offered.'),
    cancellationTypes: z
      .array(chosenCancellationTypeSchema)
      .min(1)
      .describe('Termination types offered.'),
    reasons: z
      .array(
        z
          .object({
            reason: terminationReasonSchema,
            requiresProof: z
              .boolean()
              .describe('A proof document must be uploaded, e.g. a death certificate.'),
          })
          .describe('A reason offered for Special terminations.'),
      )
      .describe('Reasons offered for Special terminations.'),
    terminationDate: z
      .object({
        earliest: isoDateSchema.describe('Earliest date selectable for a later termination.'),
        latest: isoDateSchema.describe('Latest date selectable for a later termination.'),
      })
      .describe('Range of the termination date picker.'),
    upload: z
      .object({
        maxBytes: z.int().positive().describe('Largest file accepted, in bytes.'),
        contentTypes: z.array(z.string()).describe('File types accepted.'),
      })
      .describe('Limits of the proof upload.'),
    offerHotline: phoneNumberSchema
      .optional()
      .describe('Hotline of the teaser that offers a better deal instead of terminating.'),
    comboDiscountHotline: phoneNumberSchema
      .optional()
      .describe('Hotline of the modal warning that a combination discount ends.'),
  })
  .describe('Options of the termination form.');

export const contractIdentificationSchema = z
  .object({
    phoneNumber: phoneNumberSchema.optional().describe('Phone number of the contract.'),
    customerNumber: z
      .string()
      .regex(/^[A-Za-z0-9-]{4,20}$/)
      .optional()
      .describe('Customer number from an invoice.'),
    contractNumber: z
      .string()
      .regex(/^[A-Za-z0-9-]{4,20}$/)
      .optional()
      .describe('Contract number from an invoice.'),
  })
  .describe('Identifies the contract; at least one field is required.');

export const customerIdentificationSchema = z
  .object({
    salutation: salutationSchema.optional(),
    givenNames: z.string().min(1).max(100).describe('Given names of the contract holder.'),
    familyName: z.string().min(1).max(100).describe('Family name of the contract holder.'),
    birthDate: isoDateSchema.describe('Date of birth of the contract holder.'),
    address: postalAddressSchema.describe('Address the contract is registered to.'),
  })
  .describe('Identifies the contract holder.');

const terminationFields = {
  serviceType: terminationServiceTypeSchema,
  cancellationType: chosenCancellationTypeSchema,
  selectTerminationDate: z
    .boolean()
    .describe('true: end on terminationDate; false: end as early as possible.'),
  terminationDate: isoDateSchema
    .optional()
    .describe('Requested end date; required when selectTerminationDate is true.'),
  reason: terminationReasonSchema,
  reasonText: z.string().max(1000).optional().describe('Free text for the reason otherReason.'),
  contract: contractIdentificationSchema,
  customer: customerIdentificationSchema,
  email: emailSchema.describe('Address the confirmation of receipt is sent to.'),
  uploadIds: z.array(z.uuid()).max(5).optional().describe('Ids of uploaded proof documents.'),
};

type TerminationInput = {
  cancellationType: 'Regular' | 'Special';
  selectTerminationDate: boolean;
  terminationDate?: string | undefined;
  reason: (typeof terminationReasons)[number];
  contract: z.infer<typeof contractIdentificationSchema>;
};

/** Rules across fields (§ 312k BGB asks for type, reason, date and identification). */
function checkTermination(value: TerminationInput, ctx: z.RefinementCtx): void {
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

export const terminationRequestSchema = z
  .object(terminationFields)
  .superRefine(checkTermination)
  .describe('A termination (Kündigung).');

export const prefillDataSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{16,4096}$/)
  .describe('Signed prefill data from the link; the server rejects it if it was changed.');

export const prefilledTerminationRequestSchema = z
  .object({ ...terminationFields, data: prefillDataSchema })
  .superRefine(checkTermination)
  .describe('A termination from a prefilled link; the server checks it against data.');

export const terminationReceiptSchema = z
  .object({
    id: terminationIdSchema,
    receivedAt: isoDateTimeSchema.describe('Date and time of receipt, stated in the PDF.'),
    effectiveDate: isoDateSchema.optional().describe('Date the contract ends, when already known.'),
  })
  .describe('Confirmation of receipt of a termination.');

export const uploadResultSchema = z
  .object({
    uploadId: z.uuid().describe('Id to send in uploadIds.'),
    fileName: z.string().describe('File name as uploaded.'),
    contentType: z.enum(UPLOAD_CONTENT_TYPES).describe('File type detected from the content.'),
    size: z.int().nonnegative().describe('Size in bytes.'),
  })
  .describe('A stored proof document.');

export const prefillSchema = z
  .object({
    serviceType: terminationServiceTypeSchema.optional(),
    contract: contractIdentificationSchema,
    customer: customerIdentificationSchema,
    email: emailSchema.optional().describe('Confirmation address known for the contract.'),
  })
  .describe('Termination fields prefilled from a link; shown read-only.');

export type TerminationConfig = z.infer<typeof terminationConfigSchema>;
export type TerminationRequest = z.infer<typeof terminationRequestSchema>;
export type PrefilledTerminationRequest = z.infer<typeof prefilledTerminationRequestSchema>;
export type TerminationReceipt = z.infer<typeof terminationReceiptSchema>;
export type UploadResult = z.infer<typeof uploadResultSchema>;
export type Prefill = z.infer<typeof prefillSchema>;
