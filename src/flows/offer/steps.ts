import type { Requirements } from '../../api/contract/offer.ts';
import type { Guard } from '../../routes.ts';

/** The offer flow's screens in the order of SPEC §4; optional ones only when the offer needs them. */
export type OfferStep =
  | 'offer'
  | 'offerLogin'
  | 'offerPersonalData'
  | 'offerIdData'
  | 'offerPayment'
  | 'offerSummary'
  | 'offerConfirmation';

type StepNeeds = Pick<Requirements, 'needsLogin' | 'needsOtp' | 'needsIdData' | 'needsPayment'>;

export function stepsFor(needs: StepNeeds): OfferStep[] {
  return [
    'offer',
    ...(needs.needsLogin || needs.needsOtp ? (['offerLogin'] as const) : []),
    'offerPersonalData',
    ...(needs.needsIdData ? (['offerIdData'] as const) : []),
    ...(needs.needsPayment ? (['offerPayment'] as const) : []),
    'offerSummary',
    'offerConfirmation',
  ];
}

/** The step after `current`; the summary is followed by the confirmation. */
export function nextStep(current: OfferStep, needs: StepNeeds): OfferStep {
  const steps = stepsFor(needs);
  const at = steps.indexOf(current);
  return steps[Math.min(at + 1, steps.length - 1)] ?? 'offer';
}

/**
 * Where the offer page leads: past the login, which a protected offer asks before it shows
 * (the offer answers 401 until then), so a customer who sees the offer is logged in.
 */
export const stepAfterOffer = (needs: StepNeeds): OfferStep =>
  nextStep(needs.needsLogin || needs.needsOtp ? 'offerLogin' : 'offer', needs);

/**
 * The step before `current`, for the back link; the offer page has none before it. The
 * login is passed over: once logged in, it would only send the customer forward again.
 */
export function previousStep(current: OfferStep, needs: StepNeeds): OfferStep | undefined {
  const steps = stepsFor(needs).filter((step) => step !== 'offerLogin' || step === current);
  const at = steps.indexOf(current);
  return at > 0 ? steps[at - 1] : undefined;
}

/** Where `current` stands among the steps the customer goes through (the confirmation is none). */
export function stepPosition(current: OfferStep, needs: StepNeeds) {
  const steps: OfferStep[] = stepsFor(needs).filter((step) => step !== 'offerConfirmation');
  return { current: steps.indexOf(current) + 1, total: steps.length };
}

/** Every step, for a cart from before the requirements were kept. */
export const everyStep: StepNeeds = {
  needsLogin: false,
  needsOtp: false,
  needsIdData: true,
  needsPayment: true,
};

export interface GuardFacts {
  /** A cart for this offer's token is stored (the offer page was loaded). */
  hasCart: boolean;
  /** The customer's personal data for this token is complete. */
  hasPersonalData: boolean;
}

/**
 * The route guards of SPEC §2. `has-cart`: without a cart, back to the offer page to
 * load it. `check-offer-personal-data`: steps after the personal data go back to it
 * while it is missing (the offer page and the personal data step itself come before).
 */
export function guardRedirect(
  step: OfferStep,
  guards: readonly Guard[],
  facts: GuardFacts,
): OfferStep | undefined {
  if (guards.includes('has-cart') && !facts.hasCart) return 'offer';
  const afterPersonalData = !['offer', 'offerLogin', 'offerPersonalData'].includes(step);
  if (guards.includes('check-offer-personal-data') && afterPersonalData && !facts.hasPersonalData) {
    return 'offerPersonalData';
  }
  return undefined;
}

/** The query a change link of the summary adds: the step then returns to the summary. */
export const CHANGE_QUERY = 'aendern';

/**
 * Where a step goes once answered: back to the summary when the customer came from its
 * change link (the summary sends them on to any step still missing), else the next step.
 */
export function stepAfter(current: OfferStep, needs: StepNeeds, search: string): OfferStep {
  return new URLSearchParams(search).has(CHANGE_QUERY) ? 'offerSummary' : nextStep(current, needs);
}
