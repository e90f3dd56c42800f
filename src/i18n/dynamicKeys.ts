import { fieldErrorCodes } from '../api/contract/fieldErrors.ts';
import { legalDocumentTypeSchema, offerStates } from '../api/contract/offer.ts';
import { billingCycles, pricePeriodSchema } from '../api/contract/price.ts';
import { apiCodes, idvCodes, offerCodes } from '../api/errors/codes.ts';
import { refusedCodes } from '../api/errors/refused.ts';
import { offerFamilies } from '../flows/offer/details/offerFamily.ts';
import { dateProblemKey, type DatePart, type DateProblem } from '../flows/step/dateParts.ts';
import { headingKey, locales, screens, type ScreenId } from '../routes.ts';
import type { DatePickerOverlay } from '../ui/DatePicker.tsx';
import { reasonKey } from '../ui/datepicker/messages.ts';
import { INVALID_DATE_REASONS } from '../ui/datepicker/rules.ts';
import type { PickerType } from '../ui/datepicker/selection.ts';
import type { DynamicKeyFamily, TextGroup } from './keyChecks.ts';

/**
 * Text keys the code builds from a template instead of writing them out. keys.test.ts
 * counts these as used and fails when a template is gone from its file. Whoever writes
 * t(`ns:section.${x}`) registers the family here with every value `x` can take.
 */

const pickerTypes = ['date', 'range', 'datetime'] as const satisfies readonly PickerType[];

const showcaseOverlays = ['closed', 'month', 'year', 'decade', 'time'] as const satisfies readonly (
  DatePickerOverlay | 'closed'
)[];

const errorTexts = 'src/api/errors/texts.ts';

/** A text per billing cycle (`…month`, `…fourWeeks`), built in `file`. */
const perCycle = (file: string, prefix: string): DynamicKeyFamily => ({
  file,
  prefix,
  keys: billingCycles.map((cycle) => `${prefix}${cycle}`),
});
const titleAndText = (base: string) => [`${base}.title`, `${base}.text`];

export const dynamicKeyFamilies: readonly DynamicKeyFamily[] = [
  {
    file: 'src/routes.ts',
    prefix: '',
    keys: (Object.keys(screens) as ScreenId[]).map(headingKey),
  },
  {
    file: 'src/i18n/LanguageSwitcher.astro',
    prefix: 'languages.',
    keys: locales.map((lng) => `languages.${lng}`),
  },
  {
    file: 'src/ui/datepicker/messages.ts',
    prefix: 'datepicker:errors.',
    keys: INVALID_DATE_REASONS.map(reasonKey),
  },
  {
    file: 'src/ui/DatePicker.tsx',
    prefix: 'datepicker:pattern.',
    keys: pickerTypes.map((type) => `datepicker:pattern.${type}`),
  },
  {
    file: 'src/ui/showcase/DatePickerShowcase.tsx',
    prefix: 'datepicker:showcase.overlays.',
    keys: showcaseOverlays.map((overlay) => `datepicker:showcase.overlays.${overlay}`),
  },
  {
    file: errorTexts,
    prefix: 'errors:offer.',
    keys: offerCodes.flatMap((c) => titleAndText(`errors:offer.${c}`)),
  },
  {
    file: errorTexts,
    prefix: 'errors:idv.',
    keys: idvCodes.flatMap((c) => titleAndText(`errors:idv.${c}`)),
  },
  {
    file: errorTexts,
    prefix: 'errors:api.',
    keys: apiCodes.flatMap((c) => titleAndText(`errors:api.${c}`)),
  },
  {
    file: errorTexts,
    prefix: 'errors:request.',
    keys: refusedCodes.flatMap((c) => titleAndText(`errors:request.${c}`)),
  },
  {
    file: errorTexts,
    prefix: 'errors:field.',
    keys: fieldErrorCodes.map((c) => `errors:field.${c}`),
  },
  {
    file: 'src/flows/offer/details/OfferDetails.tsx',
    prefix: 'offerDetails:intro.',
    keys: offerFamilies.map((f) => `offerDetails:intro.${f}`),
  },
  {
    file: 'src/flows/offer/details/offerTitle.ts',
    prefix: 'offerDetails:title.',
    keys: offerFamilies.map((f) => `offerDetails:title.${f}`),
  },
  {
    file: 'src/flows/offer/details/Documents.tsx',
    prefix: 'offerDetails:documents.type.',
    keys: legalDocumentTypeSchema.options.map((type) => `offerDetails:documents.type.${type}`),
  },
  {
    file: 'src/flows/offer/details/priceText.ts',
    prefix: 'offerDetails:price.handset.',
    keys: pricePeriodSchema.options.map((period) => `offerDetails:price.handset.${period}`),
  },
  perCycle('src/flows/offer/details/priceText.ts', 'offerDetails:price.forPeriods.'),
  perCycle('src/flows/offer/details/priceText.ts', 'offerDetails:price.recurring.'),
  perCycle('src/flows/offer/OrderInView.tsx', 'offerDetails:price.recurring.'),
  perCycle('src/flows/offer/details/Prices.tsx', 'offerDetails:prices.recurring.'),
  {
    file: 'src/flows/offer/details/priceText.ts',
    prefix: 'offerDetails:prices.totals.',
    keys: billingCycles.flatMap((cycle) =>
      ['total', 'month', 'phase', 'from'].map(
        (part) => `offerDetails:prices.totals.${cycle}.${part}`,
      ),
    ),
  },
  {
    file: 'src/flows/offer/preview/PreviewView.tsx',
    prefix: 'offerPreview:state.',
    keys: offerStates.map((state) => `offerPreview:state.${state}`),
  },
];

/** The texts of a status block: what happened, what it means, the button that retries. */
const statusParts = ['headline', 'text', 'retry'];

/** A screen's data did not arrive: the screens' `failedTexts` (flowScreen.tsx). */
const loadFailed = (group: string): TextGroup => ({
  group,
  file: 'src/flows/LoadFailed.tsx',
  template: '`${texts}.',
  parts: statusParts,
});

/** A step could not go on: StepForm's `unavailableTexts` and its offline texts. */
const stepProblem = (group: string): TextGroup => ({
  group,
  file: 'src/flows/step/StepForm.tsx',
  template: '`${texts}.',
  parts: statusParts,
});

/** A declaration's receipt page (ReceiptPage), its PDF and print (KeepReceipt) included. */
const receiptPage = (group: string): TextGroup => ({
  group,
  file: 'src/flows/receipt/ReceiptPage.tsx',
  template: '`${texts}.',
  parts: [
    'headline',
    'email',
    'emailSent',
    'heading',
    'hidden',
    'home',
    'none.headline',
    'none.text',
    'none.link',
    ...['heading', 'text', 'download', 'print', 'downloadFailed'].map((part) => `keep.${part}`),
  ],
});

/** The note above a new form on a declaration this tab already made (PreviousReceipt). */
const previousReceipt = (group: string): TextGroup => ({
  group,
  file: 'src/flows/receipt/PreviousReceipt.tsx',
  template: '`${texts}.',
  parts: ['headline', 'text', 'link'],
});

/** Every way a date typed in three fields can miss some of its parts. */
const missingParts: readonly (readonly DatePart[])[] = [
  ['day'],
  ['month'],
  ['year'],
  ['day', 'month'],
  ['day', 'year'],
  ['month', 'year'],
];

/**
 * The messages of a three-part date (datePartsRule), named as dateProblemKey names them:
 * the problems every date has, the ones its rules add (`tooEarly` with an earliest year,
 * `future` for a past date, …) and its own checks (`underage`).
 */
const dateMessages = (
  group: string,
  problems: readonly DateProblem[],
  checks: readonly string[] = [],
): TextGroup => {
  const part = (problem: DateProblem, parts: readonly DatePart[] = []) =>
    dateProblemKey(group, { ok: false, problem, parts }).slice(group.length + 1);
  return {
    group,
    file: 'src/flows/step/dateParts.ts',
    template: '`${prefix}.',
    parts: [
      ...(['required', 'yearFormat', 'notReal', ...problems] as const).map((p) => part(p)),
      ...missingParts.map((parts) => part('missing', parts)),
      ...checks,
    ],
  };
};

/** Texts the code names as a group, one component reading their parts (keyChecks.ts). */
export const textGroups: readonly TextGroup[] = [
  loadFailed('ui:loadFailed'),
  loadFailed('offer:offer.loadFailed'),
  loadFailed('offerLogin:failed'),
  loadFailed('offerPreview:loadFailed'),
  loadFailed('summary:loadFailed'),
  loadFailed('summary:confirmation.loadFailed'),
  loadFailed('termination:loadFailed'),
  stepProblem('ui:step.unavailable'),
  stepProblem('ui:step.offline'),
  stepProblem('ui:step.tooMany'),
  stepProblem('ui:step.tooManyLater'),
  stepProblem('payment:unavailable'),
  stepProblem('personalData:unavailable'),
  stepProblem('summary:order.failed'),
  stepProblem('termination:unavailable'),
  stepProblem('withdrawal:unavailable'),
  receiptPage('termination:receipt'),
  receiptPage('withdrawal:receipt'),
  previousReceipt('termination:previous'),
  previousReceipt('withdrawal:previous'),
  stepProblem('idv:methods.startFailed'),
  stepProblem('customerDetails:form.unavailable'),
  dateMessages('personalData:errors.birthDate', ['tooEarly', 'future'], ['underage']),
  dateMessages('idData:errors.expiryDate', ['tooLate', 'expired']),
  dateMessages('termination:errors.birthDate', ['tooEarly', 'future']),
];
