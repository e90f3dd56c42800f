import { fieldErrorCodes } from '../api/contract/fieldErrors.ts';
import { offerStates } from '../api/contract/offer.ts';
import { apiCodes, idvCodes, offerCodes } from '../api/errors/codes.ts';
import { refusedCodes } from '../api/errors/refused.ts';
import { offerFamilies } from '../flows/offer/details/offerFamily.ts';
import { locales, routes } from '../routes.ts';
import type { DatePickerOverlay } from '../ui/DatePicker.tsx';
import { reasonKey } from '../ui/datepicker/messages.ts';
import { INVALID_DATE_REASONS } from '../ui/datepicker/rules.ts';
import type { PickerType } from '../ui/datepicker/selection.ts';
import type { DynamicKeyFamily } from './keyChecks.ts';

/**
 * Text keys the code builds from a template instead of writing them out. keys.test.ts
 * counts these as used and fails when a template is gone from its file. Whoever writes
 * t(`ns:section.${x}`) registers the family here with every value `x` can take.
 */

/** Screens [...path].astro titles: every route's screen, the 404 page and the showcase. */
const pageScreens = [...new Set<string>(routes.map((r) => r.screen)), 'notFound', 'components'];

const pickerTypes = ['date', 'range', 'datetime'] as const satisfies readonly PickerType[];

const showcaseOverlays = ['closed', 'month', 'year', 'decade', 'time'] as const satisfies readonly (
  DatePickerOverlay | 'closed'
)[];

const errorTexts = 'src/api/errors/texts.ts';
const titleAndText = (base: string) => [`${base}.title`, `${base}.text`];

export const dynamicKeyFamilies: readonly DynamicKeyFamily[] = [
  {
    file: 'src/layouts/ScreenShell.astro',
    prefix: 'screens:',
    keys: pageScreens.map((screen) => `screens:${screen}.heading`),
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
    file: 'src/flows/offer/preview/PreviewScreen.tsx',
    prefix: 'offerPreview:state.',
    keys: offerStates.map((state) => `offerPreview:state.${state}`),
  },
];
