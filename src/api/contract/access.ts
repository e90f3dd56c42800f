import { LOGIN_SESSION_MAX_HOURS } from './auth.ts';
/**
 * The access table of the API: who may call an operation, with which credential, and how
 * the call is bound to the brand of the site it comes from. Every call of `calls/<area>.ts`
 * names its rule (`access`, a key of `rules`); the sandbox enforces the rules in one place
 * (sandbox/access.ts), the OpenAPI document shows them (`security` and `x-access` per
 * operation), and sandbox/access.test.ts tries every operation without credentials, with
 * another offer's bearer and from another brand's site.
 *
 * The site's brand is never the browser's word: the edge (and the generated nginx rules)
 * write it into `X-Brand` from the host that served the page, over whatever a client sent.
 */

/** What a link token names; each kind is looked up where it lives. */
export type Subject =
  /** An offer link (`/angebot/{token}`), not a preview. */
  | 'offer'
  /** A preview link (`/angebot/preview/{token}`). */
  | 'preview'
  /** Either: offer documents open from both. */
  | 'offerOrPreview'
  /** An identity verification link (`/idv/{token}`). */
  | 'idv'
  /** A link behind which a customer's details are kept: customer, verification or offer link. */
  | 'customer'
  /** The decline link of an e-mail. */
  | 'mail'
  /** A partner's Novum entry link. */
  | 'novum';

/** The credential a caller holds. */
export const callers = {
  public:
    'Anyone. The answer holds nothing personal: lists, form options, checks of what the ' +
    'customer types, or a new statement (termination, withdrawal) whose content is checked.',
  statementId:
    'Whoever sent the statement: the random id (UUID) the site chose for it when it was sent.',
  prefillLink: 'Holder of a sealed prefilled-termination link (its data are signed).',
  offerLink: 'Holder of the offer link: the token is the credential.',
  previewLink: 'Holder of the preview link: the token is the credential.',
  offerLogin:
    'Holder of the offer link; an offer behind a login (brand login or one-time code) also ' +
    "needs its customer's bearer token: 401 without one, 403 with another customer's. A " +
    'bearer token lives one hour and renews itself while in use, for at most ' +
    `${LOGIN_SESSION_MAX_HOURS} hours from the code the login began with; then 401.`,
  loginCode:
    'Holder of the offer link and a one-time code issued for that offer; while the offer ' +
    "pauses after strangers' wrong codes, only the browser the code was sent to.",
  idvLink: 'Holder of the identity verification link: the token is the credential.',
  customerLink:
    'Holder of a customer, verification or offer link, while that link is open: an ended ' +
    'verification or offer is refused as its own calls refuse it; behind an offer with a ' +
    "login, only that offer's bearer.",
  mailLink: 'Holder of the e-mail’s decline link.',
  entryLink: 'Holder of the partner’s entry link.',
} as const;

export type Caller = keyof typeof callers;

/** The code a call from another brand's site is refused with: 409, `brand` names the owner. */
export type MismatchCode =
  'OfferMismatch' | 'IdvMismatch' | 'TerminationMismatch' | 'WithdrawalMismatch' | 'BrandMismatch';

export interface AccessRule {
  readonly caller: Caller;
  /** Where the token of a link caller is, and what it names. */
  readonly token?: {
    readonly in: 'params' | 'query';
    readonly name: string;
    readonly subject: Subject;
    /**
     * The link opens the call only while its own calls still answer: once it ended or broke
     * (an expired offer, a completed verification) the call is refused as they refuse it.
     */
    readonly whileOpen?: boolean;
  };
  /**
   * How the call is bound to the site's brand: `path`, the `{brand}` of the path must be
   * it; `token`, the brand the token belongs to must be it.
   */
  readonly brand: { readonly by: 'path' | 'token'; readonly mismatch: MismatchCode };
}

/** Callers whose protected subjects also need the customer's bearer token. */
const bearerCallers = new Set<Caller>(['offerLogin', 'customerLink']);

/** True when the rule asks for the bearer token of the subject's customer (where it has a login). */
export const needsBearer = (rule: AccessRule) => bearerCallers.has(rule.caller);

const pathBound = (caller: Caller, mismatch: MismatchCode): AccessRule => ({
  caller,
  brand: { by: 'path', mismatch },
});

const link = (
  caller: Caller,
  subject: Subject,
  mismatch: MismatchCode,
  where: { in: 'params' | 'query'; name: string } = { in: 'params', name: 'id' },
): AccessRule => ({ caller, token: { ...where, subject }, brand: { by: 'token', mismatch } });

export const rules = {
  /** Lists and validations of the brand's forms. */
  publicOfBrand: pathBound('public', 'BrandMismatch'),
  /** Termination form options and a new termination. */
  publicTermination: pathBound('public', 'TerminationMismatch'),
  terminationId: pathBound('statementId', 'TerminationMismatch'),
  prefillLink: pathBound('prefillLink', 'TerminationMismatch'),
  /** A withdrawal statement: anyone may make one; what it says decides what follows. */
  publicWithdrawal: pathBound('public', 'WithdrawalMismatch'),
  withdrawalId: pathBound('statementId', 'WithdrawalMismatch'),
  offerLink: link('offerLink', 'offer', 'OfferMismatch'),
  offerLogin: link('offerLogin', 'offer', 'OfferMismatch'),
  previewLink: link('previewLink', 'preview', 'OfferMismatch'),
  documents: link('offerLogin', 'offerOrPreview', 'OfferMismatch'),
  loginCode: link('loginCode', 'offer', 'OfferMismatch', { in: 'query', name: 'offer' }),
  /** A login that is still valid renews itself: only its bearer, only for its offer. */
  loginRenew: link('offerLogin', 'offer', 'OfferMismatch', { in: 'query', name: 'offer' }),
  idvLink: link('idvLink', 'idv', 'IdvMismatch'),
  /**
   * Customer details: the path names the brand, the token must be one of its links, and a
   * verification or offer link must still be open: personal data stays behind it no longer
   * than the link itself.
   */
  customerLink: {
    caller: 'customerLink',
    token: { in: 'params', name: 'id', subject: 'customer', whileOpen: true },
    brand: { by: 'path', mismatch: 'BrandMismatch' },
  },
  mailLink: link('mailLink', 'mail', 'BrandMismatch', { in: 'query', name: 'token' }),
  novumLink: link('entryLink', 'novum', 'BrandMismatch', { in: 'query', name: 'id' }),
} as const satisfies Record<string, AccessRule>;

/**
 * A call names its rule (`access: 'offerLogin'`) rather than holding it: the browser loads
 * the call tables for their schemas and has no use for the rules, so they stay out of it.
 */
export type AccessRuleName = keyof typeof rules;

/** The access rule a call names. */
export const ruleOf = (call: { readonly access: AccessRuleName }): AccessRule => rules[call.access];

/** What a caller without the right credential gets, by the rule: the generated test's expectations. */
export interface Refusals {
  /** A token nobody was given (guessed): 404, counted against the client. */
  readonly guessedToken: 404 | null;
  /** No bearer token, on a subject behind a login. */
  readonly withoutBearer: 401 | null;
  /** The bearer token of another offer's customer, on a subject behind a login. */
  readonly otherBearer: 403 | null;
  /** From another brand's site. */
  readonly otherBrand: { readonly status: 409; readonly code: MismatchCode };
}

export function refusalsOf(rule: AccessRule): Refusals {
  const bearer = needsBearer(rule);
  return {
    guessedToken: rule.token ? 404 : null,
    withoutBearer: bearer ? 401 : null,
    otherBearer: bearer ? 403 : null,
    otherBrand: { status: 409, code: rule.brand.mismatch },
  };
}

/** One line on how the call is bound to the site's brand, for the OpenAPI document and README. */
export function brandBindingOf(rule: AccessRule): string {
  const bound =
    rule.brand.by === 'path'
      ? 'the {brand} of the path must be the site’s'
      : `the ${rule.token?.subject ?? 'token'} must belong to the site’s brand`;
  return `${bound} (X-Brand, set by the edge from the host); else 409 ${rule.brand.mismatch}.`;
}
