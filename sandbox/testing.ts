import { ruleOf, type Subject } from '../src/api/contract/access.ts';
import { calls, isMultipart, type CallName } from '../src/api/contract/calls.ts';
import { callExamples, type AnyCallExample } from '../src/api/contract/examples.ts';

/** A seeded link and the brand it belongs to. */
export interface Seeded {
  token: string;
  brand: string;
}

/** Seeded links anyone holding them may open: no login in front. */
export const openSubjects: Record<Subject, Seeded> = {
  offer: { token: 'o2-offer-happy-0001', brand: 'o2' },
  preview: { token: 'o2-offer-preview-0001', brand: 'o2' },
  offerOrPreview: { token: 'o2-offer-preview-0001', brand: 'o2' },
  idv: { token: 'aldi-idv-main-0001', brand: 'aldi' },
  customer: { token: 'o2-customer-0001', brand: 'o2' },
  mail: { token: 'o2-mail-decline-0001', brand: 'o2' },
  novum: { token: 'aldi-novum-entry-0001', brand: 'aldi' },
};

/** An offer behind the brand login, of an existing customer (so it has customer details). */
export const loginOffer: Seeded = { token: 'o2-offer-login-0001', brand: 'o2' };

/** Another customer's offer behind a one-time code, and its code: whose bearer is "another's". */
export const otpOffer = { token: 'o2-offer-vvl-otp-0001', brand: 'o2', code: '630425' };

/** Subjects behind a login, where a rule asks for the bearer: the login offer. */
export const protectedSubjects: Partial<Record<Subject, Seeded>> = {
  offer: loginOffer,
  offerOrPreview: loginOffer,
  customer: loginOffer,
};

export interface SeededCall {
  brand: string;
  path: string;
  init: RequestInit;
}

/**
 * The contract's example of a call, sent for a seeded link (`subject`'s token where the
 * access rule names one, its brand where the path has one) and from that brand's site.
 */
export function seededCall(
  name: CallName,
  subject: Seeded = openSubjects[ruleOf(calls[name]).token?.subject ?? 'offer'],
  headers: Record<string, string> = {},
): SeededCall {
  const def = calls[name];
  const example = callExamples[name] as AnyCallExample;
  const params: Record<string, string> = { ...(example.params as Record<string, string>) };
  const query: Record<string, string> = { ...(example.query as Record<string, string>) };
  const where = ruleOf(def).token;
  if (where) (where.in === 'params' ? params : query)[where.name] = subject.token;
  if ('brand' in params) params['brand'] = subject.brand;
  if ('brand' in query) query['brand'] = subject.brand;
  const path = def.path.replace(/:(\w+)/g, (_m, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  const search = new URLSearchParams(query).toString();
  const sent: Record<string, string> = { 'X-Brand': subject.brand, ...headers };
  let body: BodyInit | null = null;
  if (isMultipart(def.body)) {
    const form = new FormData();
    form.append(
      def.body.field,
      new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'Nachweis.pdf', {
        type: 'application/pdf',
      }),
    );
    body = form;
  } else if (def.body) {
    sent['Content-Type'] = 'application/json';
    body = JSON.stringify(example.body);
  }
  return {
    brand: subject.brand,
    path: `${path}${search ? `?${search}` : ''}`,
    init: { method: def.method, headers: sent, body },
  };
}
