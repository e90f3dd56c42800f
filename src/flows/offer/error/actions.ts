import type { OfferCode } from '../../../api/errors/codes.ts';
import { errorTextValues } from '../../../api/errors/texts.ts';
import type { Locale } from '../../../routes.ts';
import { href } from '../../../routing/links.ts';
import { toOfferError, type OfferErrorState } from '../../../stores/offerError.ts';
import { phoneLink, type PhoneLink } from '../../../ui/phoneLink.ts';

/** What the customer can do about an offer error, in the order the page offers it. */
export type OfferErrorAction =
  /** The shop hotline from the error, else the brand's. */
  | { readonly kind: 'callHotline'; readonly phone: PhoneLink }
  /** The brand's customer service, for questions about the account or an order. */
  | { readonly kind: 'customerService'; readonly phone: PhoneLink }
  /** Come back later; the maintenance window in the page language and German time. */
  | {
      readonly kind: 'retryLater';
      readonly window?: { readonly from: string; readonly to: string };
    }
  /** Reset the offer to its payment and order again from the summary (a call, not a link). */
  | { readonly kind: 'payAgain'; readonly token: string }
  | { readonly kind: LinkKind; readonly href: string };

export type LinkKind =
  'reloadOffer' | 'completePersonalData' | 'completeIdData' | 'enterCode' | 'startPage';

export type OfferErrorTone = 'error' | 'warning';

type Step = Exclude<OfferErrorAction['kind'], 'startPage'>;

interface Plan {
  readonly tone: OfferErrorTone;
  readonly steps: readonly Step[];
}

const error = (...steps: Step[]): Plan => ({ tone: 'error', steps });
/** Nothing the customer did wrong: it works again later. */
const later = (...steps: Step[]): Plan => ({ tone: 'warning', steps: ['retryLater', ...steps] });

/** Every code gets the start page as its last way out; this table lists the rest. */
const plans: Record<OfferCode, Plan> = {
  NotAuthorized: error('reloadOffer'),
  Forbidden: error('reloadOffer', 'customerService'),
  NotFound: error('enterCode', 'customerService'),
  Unexpected: error('reloadOffer', 'callHotline'),
  BirthdateNotPresent: error('completePersonalData', 'customerService'),
  Downtime: later('reloadOffer'),
  IdentificationDataMissing: error('completeIdData', 'customerService'),
  NoHardwareStock: error('callHotline'),
  NoPaymentMethodsAvailable: error('callHotline'),
  OfferAbandonedPayment: error('payAgain', 'callHotline'),
  OfferBlocked: error('callHotline'),
  OfferCancelled: error('callHotline'),
  OfferConsumed: error('customerService'),
  OfferExpired: error('callHotline'),
  OfferIncompatibleState: error('callHotline'),
  OfferMismatch: error('reloadOffer', 'customerService'),
  OfferTechError: later('reloadOffer', 'customerService'),
  // The payment is under way: nothing to repair, only to wait for the e-mail.
  OfferPaymentWaitForCapture: { tone: 'warning', steps: ['customerService'] },
  // The customer's own choice, received: nothing to repair, the receipt is on its way.
  OfferWithdrawn: { tone: 'warning', steps: ['customerService'] },
  PersonalDataMissing: error('completePersonalData', 'customerService'),
  ReservationAmountCanNotBeBlocked: error('payAgain', 'callHotline'),
  ReservationCallHotline: error('callHotline'),
  ReservationFoundNoOrder: error('reloadOffer', 'callHotline'),
  ReservationRetryDowntime: later('payAgain'),
  ReservationRetryLater: later('payAgain'),
  ReservationRetryModal: error('payAgain', 'callHotline'),
  TechnicalProblem: later('reloadOffer', 'callHotline'),
  DocumentsNotLoaded: error('reloadOffer', 'customerService'),
  OfferResetFailed: error('reloadOffer', 'customerService'),
  OfferSummaryNotLoaded: error('reloadOffer', 'customerService'),
  PaymentAborted: error('payAgain', 'customerService'),
  PaymentFailed: error('payAgain', 'customerService'),
};

export interface ActionContext {
  /** The offer's token; without it the steps into the offer become 'enter your code'. */
  readonly token?: string | undefined;
  readonly locale: Locale;
  readonly brandHotline: string;
}

const tokenLinks = {
  reloadOffer: 'offer',
  completePersonalData: 'offerPersonalData',
  completeIdData: 'offerIdData',
} as const;

/** The tone of the page and the actions, each with its link or number ready to render. */
export function offerErrorActions(
  state: OfferErrorState,
  { token, locale, brandHotline }: ActionContext,
): { tone: OfferErrorTone; actions: OfferErrorAction[] } {
  const plan = plans[state.code];
  const values = errorTextValues(toOfferError(state), { locale, hotline: brandHotline });
  const resolve = (step: Step): OfferErrorAction => {
    switch (step) {
      case 'callHotline':
        return { kind: step, phone: phoneLink(values['hotline'] ?? brandHotline) };
      case 'customerService':
        return { kind: step, phone: phoneLink(brandHotline) };
      case 'retryLater': {
        const { from, to } = values;
        return from && to ? { kind: step, window: { from, to } } : { kind: step };
      }
      case 'enterCode':
        return { kind: step, href: href('offerLanding', {}, locale) };
      case 'payAgain':
        return token
          ? { kind: step, token }
          : { kind: 'enterCode', href: href('offerLanding', {}, locale) };
      default:
        return token
          ? { kind: step, href: href(tokenLinks[step], { token }, locale) }
          : { kind: 'enterCode', href: href('offerLanding', {}, locale) };
    }
  };
  const actions = [
    ...plan.steps.map(resolve),
    { kind: 'startPage', href: href('home', {}, locale) } as const,
  ];
  return { tone: plan.tone, actions: actions.filter(isFirstOfItsKind) };
}

// Without a token several steps become 'enter your code'; the customer needs it once.
const isFirstOfItsKind = (action: OfferErrorAction, index: number, all: OfferErrorAction[]) =>
  all.findIndex((other) => other.kind === action.kind) === index;
